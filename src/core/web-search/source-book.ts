// The sources of one reply as they come in (search results, then the pages read), numbered in the
// order they are first met so the model and the reader cite them by the same number.

import { checkCitations } from './citations';
import type { MessageSource } from '../schemas/message-source';
import type { WebPage, WebReadFailure, WebSearchResult } from '../schemas/web-search';

/** Sources one reply numbers: more than any answer cites, and a bound on what it holds in memory. */
const SOURCES_PER_REPLY_MAX = 30;
/** The most of a page's text kept in memory for checking citations (the server cuts pages too). */
const PAGE_TEXT_KEPT_MAX_CHARS = 200_000;

export interface BookEntry {
  n: number;
  url: string;
  title: string;
  site?: string;
  published?: string;
  snippet?: string;
  state: MessageSource['state'];
  reason?: WebReadFailure;
  status?: number;
  text?: string;
}

export interface SourceBook {
  /** Numbers the results (a result already met keeps its number); those past the bound are dropped. */
  addResults(results: readonly WebSearchResult[]): BookEntry[];
  /** Records what reading each page gave, numbering a page not met before. */
  addPages(pages: readonly WebPage[]): BookEntry[];
  entries(): readonly BookEntry[];
  /** The sources as the message keeps them, each with its citations in `answer` checked. */
  sources(answer: string): MessageSource[];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function createSourceBook(): SourceBook {
  const byUrl = new Map<string, BookEntry>();
  const list: BookEntry[] = [];
  const entryFor = (url: string, title: string): BookEntry | undefined => {
    const known = byUrl.get(url);
    if (known) return known;
    if (list.length >= SOURCES_PER_REPLY_MAX) return undefined;
    const entry: BookEntry = { n: list.length + 1, url, title: title || hostOf(url), site: hostOf(url), state: 'found' };
    list.push(entry);
    byUrl.set(url, entry);
    return entry;
  };
  return {
    addResults(results) {
      const added: BookEntry[] = [];
      for (const result of results) {
        const entry = entryFor(result.url, result.title);
        if (!entry) continue;
        entry.snippet ??= result.snippet;
        if (result.published) entry.published ??= result.published;
        added.push(entry);
      }
      return added;
    },
    addPages(pages) {
      const added: BookEntry[] = [];
      for (const page of pages) {
        const entry = entryFor(page.url, page.ok ? page.title : '');
        if (!entry) continue;
        if (page.ok) {
          entry.state = 'read';
          if (page.title) entry.title = page.title;
          entry.site = page.site || hostOf(page.finalUrl);
          if (page.published) entry.published = page.published;
          entry.text = page.text.slice(0, PAGE_TEXT_KEPT_MAX_CHARS);
          delete entry.reason;
          delete entry.status;
        } else if (entry.state !== 'read') {
          entry.state = 'failed';
          entry.reason = page.reason;
          if (page.status !== undefined) entry.status = page.status;
        }
        added.push(entry);
      }
      return added;
    },
    entries: () => list,
    sources(answer) {
      const citations = checkCitations(answer, list);
      return list.map(({ text: _text, ...entry }) => {
        const cited = citations.get(entry.n);
        return { ...entry, ...(cited && cited.length > 0 ? { citations: cited } : {}) };
      });
    },
  };
}
