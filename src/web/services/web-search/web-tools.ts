// The web_search and read_page tools a model that takes tools is offered when web search is on.
// Every result is numbered in the reply's source book, so the model cites what the reader sees.

import * as z from 'zod/mini';
import type { ToolResult, ToolRunner } from '../../../core/chat/tools';
import type { ToolResultPart } from '../../../core/schemas/message';
import { WEB_READ_MAX_PAGES, WEB_SEARCH_MAX_RESULTS } from '../../../core/schemas/web-search';
import { pagesText, READ_PAGE_TOOL, resultsText, WEB_SEARCH_TOOL, WEB_TOOL_DEFINITIONS } from '../../../core/web-search/model-text';
import type { SearchTarget } from '../../../core/web-search/search-target';
import type { BookEntry, SourceBook } from '../../../core/web-search/source-book';
import { failureKey, readPages, searchWeb, WebSearchFailure } from './client';
import { loadWebSearchText, webSearchText } from './i18n';

const OK_STATUS = 200;
/** Statuses of the results the model reads as errors (core's tool runner: 300 and above). */
const BAD_ARGUMENTS_STATUS = 400;
const UNKNOWN_TOOL_STATUS = 404;
const FAILED_STATUS = 502;
/** The longest query and address the server's contract takes; longer ones are cut, not refused. */
const QUERY_MAX_CHARS = 2_000;
const URL_MAX_CHARS = 2_000;

const searchArguments = z.object({ query: z.string().check(z.minLength(1)), count: z.optional(z.number()) });
const readArguments = z.object({ urls: z.array(z.string()).check(z.minLength(1)) });

function parsedArguments(raw: string): unknown {
  try {
    return JSON.parse(raw || '{}');
  } catch {
    return undefined;
  }
}

function links(entries: readonly BookEntry[]): ToolResultPart[] {
  return entries.map((entry) => ({ type: 'link', url: entry.url, name: `[${entry.n}] ${entry.title}` }));
}

function failed(error: unknown): ToolResult {
  if (!(error instanceof WebSearchFailure)) throw error;
  const sentence = webSearchText(failureKey(error), { status: error.status });
  return { status: FAILED_STATUS, content: error.message, display: [{ type: 'text', text: sentence }] };
}

/** The count the model asked for, within what one search returns. */
function countOf(asked: number | undefined): number | undefined {
  return asked === undefined ? undefined : Math.min(WEB_SEARCH_MAX_RESULTS, Math.max(1, Math.round(asked)));
}

export function webToolRunner(book: SourceBook, target: SearchTarget): ToolRunner {
  return {
    definitions: WEB_TOOL_DEFINITIONS,
    async run(call, signal) {
      await loadWebSearchText();
      const raw = parsedArguments(call.function.arguments);
      const bad = { status: BAD_ARGUMENTS_STATUS, content: 'The arguments do not match the tool', display: [{ type: 'text' as const, text: webSearchText('tool.badArguments') }] };
      if (call.function.name === WEB_SEARCH_TOOL) {
        const args = searchArguments.safeParse(raw);
        if (!args.success) return bad;
        const count = countOf(args.data.count);
        try {
          const results = await searchWeb({ ...target, query: args.data.query.slice(0, QUERY_MAX_CHARS), ...(count ? { count } : {}) }, signal);
          const entries = book.addResults(results);
          const sentence = webSearchText('tool.found', { count: entries.length, query: args.data.query });
          return { status: OK_STATUS, content: resultsText(entries), display: [{ type: 'text', text: sentence }, ...links(entries)] };
        } catch (error) {
          return failed(error);
        }
      }
      if (call.function.name === READ_PAGE_TOOL) {
        const args = readArguments.safeParse(raw);
        if (!args.success) return bad;
        try {
          const pages = await readPages({ urls: args.data.urls.slice(0, WEB_READ_MAX_PAGES).map((url) => url.slice(0, URL_MAX_CHARS)) }, signal);
          const entries = book.addPages(pages);
          const read = entries.filter((entry) => entry.state === 'read').length;
          const sentence = webSearchText('tool.read', { read, count: entries.length });
          return { status: OK_STATUS, content: pagesText(entries), display: [{ type: 'text', text: sentence }, ...links(entries)] };
        } catch (error) {
          return failed(error);
        }
      }
      return { status: UNKNOWN_TOOL_STATUS, content: `No tool named ${call.function.name}` };
    },
  };
}
