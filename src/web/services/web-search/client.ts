// The browser's two calls of web search: a search (POST /api/web/search) and the reading of pages
// (POST /api/web/read), both answered by our server, whose answers are parsed with the contract.

import { ChatRequestError } from '../../../core/providers/errors';
import {
  WEB_READ_PATH,
  WEB_SEARCH_PATH,
  webReadAnswerSchema,
  webSearchAnswerSchema,
  type WebPage,
  type WebReadRequest,
  type WebSearchRequest,
  type WebSearchResult,
} from '../../../core/schemas/web-search';
import { callOut } from '../http/page-call-out';

/** A search service answers in a second or two; past this the answer goes without the web. */
const WEB_SEARCH_TIMEOUT_MS = 20_000;
/** The server reads the pages side by side, each under its own time limit; this bounds the whole
 * read, with room for the slowest page and the server's extraction. */
const WEB_READ_TIMEOUT_MS = 45_000;
const UNAUTHORIZED_STATUS = 401;

export type WebSearchFailureKind = 'timeout' | 'unreachable' | 'unauthorized' | 'refused' | 'badAnswer';

/** Why a search or a read failed, as the reader is told it; `detail` is the server's own words. */
export class WebSearchFailure extends Error {
  constructor(
    readonly kind: WebSearchFailureKind,
    readonly status?: number,
    readonly detail?: string,
  ) {
    super(`web search failed: ${kind}${status ? ` ${status}` : ''}${detail ? `: ${detail}` : ''}`);
    this.name = 'WebSearchFailure';
  }
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

async function post(path: string, body: unknown, timeoutMs: number, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await callOut(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { timeoutMs, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new WebSearchFailure(error instanceof ChatRequestError && error.code === 'timeout' ? 'timeout' : 'unreachable');
  }
  if (!response.ok) {
    const detail = await serverMessage(response);
    throw new WebSearchFailure(response.status === UNAUTHORIZED_STATUS ? 'unauthorized' : 'refused', response.status, detail);
  }
  try {
    return await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new WebSearchFailure('badAnswer');
  }
}

export async function searchWeb(request: WebSearchRequest, signal: AbortSignal): Promise<WebSearchResult[]> {
  const parsed = webSearchAnswerSchema.safeParse(await post(WEB_SEARCH_PATH, request, WEB_SEARCH_TIMEOUT_MS, signal));
  if (!parsed.success) throw new WebSearchFailure('badAnswer');
  return parsed.data.results;
}

export async function readPages(request: WebReadRequest, signal: AbortSignal): Promise<WebPage[]> {
  const parsed = webReadAnswerSchema.safeParse(await post(WEB_READ_PATH, request, WEB_READ_TIMEOUT_MS, signal));
  if (!parsed.success) throw new WebSearchFailure('badAnswer');
  return parsed.data.pages;
}

/** The failure as the reader is told it. */
export function failureKey(error: WebSearchFailure): `failure.${WebSearchFailureKind}` {
  return `failure.${error.kind}`;
}
