// What every search service's module gives: how to ask it (its documented request) and how to read
// its answer (its documented fields) into the results the browser gets.

import type { WebSearchResult } from '../../core/schemas/web-search';
import type { OutboundInit } from '../safe-fetch';

interface SearchQuery {
  query: string;
  count: number;
  /** '' for a service without keys. */
  key: string;
}

export interface SearchService {
  /** The service's own address, used unless the administrator names another ('' for SearXNG,
   * which is always someone's own instance). */
  defaultUrl: string;
  needsKey: boolean;
  request(base: string, search: SearchQuery): { url: string; init: OutboundInit };
  /** The answer's results as the service names their fields; cleanResults() makes them ours. */
  results(answer: unknown): RawResult[];
}

export interface RawResult {
  title?: unknown;
  url?: unknown;
  snippet?: unknown;
  published?: unknown;
}

/** A title or a date longer than this is not one; cut so a hostile answer cannot grow ours. */
const MAX_TITLE_CHARS = 500;
const MAX_SNIPPET_CHARS = 2_000;
const MAX_DATE_CHARS = 100;

function textOf(value: unknown, max: number): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : '';
}

/** The results the browser may show and read: http(s) addresses only, each once, at most `count`. */
export function cleanResults(raw: readonly RawResult[], count: number): WebSearchResult[] {
  const seen = new Set<string>();
  const results: WebSearchResult[] = [];
  for (const item of raw) {
    const url = textOf(item.url, Number.MAX_SAFE_INTEGER);
    if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol) || seen.has(url)) continue;
    seen.add(url);
    const result: WebSearchResult = { title: textOf(item.title, MAX_TITLE_CHARS) || new URL(url).hostname, url, snippet: textOf(item.snippet, MAX_SNIPPET_CHARS) };
    const published = textOf(item.published, MAX_DATE_CHARS);
    if (published) result.published = published;
    results.push(result);
    if (results.length >= count) break;
  }
  return results;
}

/** The array under `key` of an object, or none. */
export function arrayAt(value: unknown, key: string): Record<string, unknown>[] {
  const items = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(items) ? items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];
}

export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };
