// A web page's readable text as a file of a knowledge base: the server reads the page through its
// safe page reader (POST /api/web/read, the one web search uses: public addresses only, bounded in
// bytes and time) and answers with the page's title and text, which are stored as a file of type
// web page under the page's title and address.

import type { WebReadFailure } from '../../../core/schemas/web-search';
import { readPages, WebSearchFailure, type WebSearchFailureKind } from '../web-search/client';
import { addFiles } from './knowledge-store';

/** Why a page could not be added; each has a sentence in the reader's language. */
export type WebPageFailure = 'invalid-url' | WebReadFailure | WebSearchFailureKind;

/** The address as the reader typed it, made whole (a bare host gets https://), or null when it is
 * not a web address. */
function pageAddress(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads the page and adds its text to the base; resolves with the failure, or null once the text
 * is handed to the knowledge worker (its file then shows its own progress). */
export async function addWebPage(baseId: string, typed: string, signal: AbortSignal): Promise<{ failure: WebPageFailure; status?: number } | null> {
  const url = pageAddress(typed);
  if (!url) return { failure: 'invalid-url' };
  let page;
  try {
    [page] = await readPages({ urls: [url] }, signal);
  } catch (error) {
    if (error instanceof WebSearchFailure) return { failure: error.kind, ...(error.status ? { status: error.status } : {}) };
    throw error;
  }
  if (!page) return { failure: 'badAnswer' };
  if (!page.ok) return { failure: page.reason, ...(page.status ? { status: page.status } : {}) };
  if (!page.text.trim()) return { failure: 'unreadable' };
  const title = page.title.trim() || new URL(page.finalUrl).host;
  const file = new File([page.text], `${title.replace(/[\\/:*?"<>|]/g, '-')}.txt`, { type: 'text/plain' });
  void addFiles(baseId, [file], { url: page.finalUrl, title });
  return null;
}
