// Reading one page for the browser: through the safe fetch (public addresses only, judged after DNS
// and after every redirect, unless WEB_FETCH_ALLOWED_HOSTS lists the host), bounded in bytes and
// time, and reduced to its readable text: HTML through Readability, PDF through PDF.js, plain text
// as it is. Whatever goes wrong becomes the page's reason, never an error of the whole request.

import type { WebPage, WebReadFailure } from '../../core/schemas/web-search';
import { readLimited } from '../body-streams';
import { deadline } from '../deadline';
import { OutboundError, type OutboundErrorCode, type OutboundInit, type SafeFetchOptions } from '../safe-fetch';
import { ExtractTimeout, type HtmlExtractor } from './extract-pool';
import type { PageText } from './html-page';
import type { PageSlots } from './page-slots';
import { pdfPage } from './pdf-page';

export type PageFetcher = (url: string, init: OutboundInit, options?: SafeFetchOptions) => Promise<Response>;

export interface PageLimits {
  /** The most bytes one page may have. */
  maxBytes: number;
  /** The most characters of text kept of one page. */
  maxChars: number;
  /** How long one page may take, from its slot to its text. */
  timeoutMs: number;
}

export interface PageReader {
  fetcher: PageFetcher;
  /** WEB_FETCH_ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
  limits: PageLimits;
  slots: PageSlots;
  /** HTML to readable text, off the server's event loop (extract-pool.ts). */
  extractHtml: HtmlExtractor;
}

type Kind = 'html' | 'pdf' | 'text';

/** What the reader asks for, best first: a site that can answer in several forms sends the one read best. */
const ACCEPT = 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,application/pdf;q=0.7';
/** Some sites refuse a request without a User-Agent; this one says what is asking. */
const USER_AGENT = 'Mozilla/5.0 (compatible; PolyChat page reader)';
const KINDS: Record<string, Kind> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/pdf': 'pdf',
  'application/x-pdf': 'pdf',
  'text/plain': 'text',
  'text/markdown': 'text',
  'text/x-markdown': 'text',
  'text/csv': 'text',
};
/** Types that say nothing of the content: the bytes tell. */
const UNTYPED = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** How far into an HTML page its declared character set is looked for, as browsers do. */
const CHARSET_SNIFF_BYTES = 1024;
const OUTBOUND_FAILURES: Record<OutboundErrorCode, WebReadFailure> = {
  bad_scheme: 'blocked_address',
  host_not_allowed: 'blocked_address',
  blocked_address: 'blocked_address',
  too_many_redirects: 'too_many_redirects',
  bad_redirect: 'unreachable',
  bad_status: 'bad_status',
};

function failed(url: string, reason: WebReadFailure, status?: number): WebPage {
  return status === undefined ? { ok: false, url, reason } : { ok: false, url, reason, status };
}

function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function sniff(bytes: Uint8Array): Kind | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, CHARSET_SNIFF_BYTES)).trimStart().toLowerCase();
  if (head.startsWith('%pdf-')) return 'pdf';
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'html';
  return undefined;
}

/** The declared character set: the Content-Type's, else (HTML) a meta tag's, else UTF-8. */
function decode(bytes: Uint8Array, contentType: string | null, kind: Kind): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const meta = kind === 'html' ? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(new TextDecoder('latin1').decode(bytes.subarray(0, CHARSET_SNIFF_BYTES)))?.[1] : undefined;
  try {
    return new TextDecoder(declared ?? meta ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** The last segment of the path, as a name for a file that has no title. */
function fileName(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Cut to maxChars without splitting a character written as two UTF-16 units. */
function cut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(maxChars - 1)) ? maxChars - 1 : maxChars;
  return text.slice(0, end);
}

async function extract(kind: Kind, bytes: Uint8Array, contentType: string | null, reader: PageReader, signal: AbortSignal): Promise<PageText> {
  if (kind === 'pdf') return pdfPage(bytes, reader.limits.maxChars, signal);
  const text = decode(bytes, contentType, kind);
  if (kind === 'html') return reader.extractHtml(text, signal);
  return { title: '', text: text.replace(/\r\n?/g, '\n').trim() };
}

/** The requested address as it will be fetched (no user name or password, no fragment), or why not. */
function targetOf(raw: string): URL | WebReadFailure {
  if (!URL.canParse(raw)) return 'unreachable';
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'blocked_address';
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}

export async function readPage(raw: string, requestSignal: AbortSignal, reader: PageReader): Promise<WebPage> {
  const target = targetOf(raw);
  if (typeof target === 'string') return failed(raw, target);
  let release: () => void;
  try {
    release = await reader.slots.take(requestSignal);
  } catch {
    return failed(raw, 'timeout');
  }
  const call = deadline(requestSignal, reader.limits.timeoutMs);
  try {
    return await fetchAndRead(raw, target, call.signal, reader);
  } catch (error) {
    if (call.signal.aborted) return failed(raw, 'timeout');
    if (error instanceof OutboundError) return failed(raw, OUTBOUND_FAILURES[error.code]);
    return failed(raw, 'unreachable');
  } finally {
    call.clear();
    release();
  }
}

async function fetchAndRead(raw: string, target: URL, signal: AbortSignal, reader: PageReader): Promise<WebPage> {
  const { fetcher, allowedHosts, limits } = reader;
  let finalUrl = target;
  const response = await fetcher(
    target.href,
    { method: 'GET', headers: { accept: ACCEPT, 'user-agent': USER_AGENT }, signal },
    { trustedHosts: allowedHosts, onRedirect: (to) => (finalUrl = to) },
  );
  if (response.status < 200 || response.status > 299) {
    await response.body?.cancel();
    return failed(raw, 'bad_status', response.status);
  }
  const contentType = response.headers.get('content-type');
  const mediaType = mediaTypeOf(contentType);
  const declaredKind = KINDS[mediaType];
  if (declaredKind === undefined && !UNTYPED.has(mediaType)) {
    await response.body?.cancel();
    return failed(raw, 'unsupported_type');
  }
  if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
    await response.body?.cancel();
    return failed(raw, 'too_large');
  }
  const bytes = await readLimited(response.body, limits.maxBytes);
  if (bytes === 'too-large') return failed(raw, 'too_large');
  const kind = declaredKind ?? sniff(bytes);
  if (kind === undefined) return failed(raw, 'unsupported_type');
  let page: PageText;
  try {
    page = await extract(kind, bytes, contentType, reader, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    // Its text took longer than a page may (its thread was ended), or every thread was taken.
    if (error instanceof ExtractTimeout) return failed(raw, 'timeout');
    return failed(raw, 'unreadable');
  }
  const text = cut(page.text, limits.maxChars);
  if (!text) return failed(raw, 'unreadable');
  const title = page.title || (kind === 'html' ? '' : fileName(finalUrl)) || finalUrl.hostname;
  const read: WebPage = { ok: true, url: raw, finalUrl: finalUrl.href, title, site: page.site || finalUrl.hostname, text };
  if (page.published) read.published = page.published;
  return read;
}
