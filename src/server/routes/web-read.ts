// Reading pages for the browser, which cannot read other sites itself:
//   POST /api/web/read   { urls: [...] }  →  { pages: [...] }, one entry per address, in order
// Up to WEB_READ_MAX_PAGES pages are read in parallel (page-slots.ts bounds them over the whole
// server), each through the safe fetch and bounded in bytes and time (read-page.ts). A page that
// cannot be read is an entry { ok: false, reason } beside the others; only a request that is not
// one (bad body, no access code) is refused as a whole. With CODE set the access code is needed.
// The answer is the pages' text, never their bytes: this is a reader, not a proxy.

import { Hono } from 'hono';
import { webReadRequestSchema, type WebPage, type WebReadAnswer } from '../../core/schemas/web-search';
import type { AccessGuard } from '../access-guard';
import { ByteBudget } from '../byte-budget';
import type { ServerConfig } from '../config';
import { deadline } from '../deadline';
import { bodiesBusy, releaseHeldBodies } from '../held-body';
import { BUFFERED_BODIES_MAX_BYTES } from '../limits';
import { safeFetch } from '../safe-fetch';
import { createExtractPool, type ExtractPool, type HtmlExtractor } from '../web-read/extract-pool';
import { PageSlots } from '../web-read/page-slots';
import { readPage, type PageFetcher, type PageLimits } from '../web-read/read-page';
import { codeGate, readJsonBody } from './code-gate';
import { problem } from './forward-upstream';

/** Five addresses of at most 2,000 characters each, in JSON: far below it. */
const WEB_READ_MAX_BODY_BYTES = 16 * 1024;
const DEFAULT_PAGE_LIMITS: PageLimits = {
  // A long article with its markup, or a paper as PDF; a larger file is rarely read for a citation.
  maxBytes: 5 * 1024 * 1024,
  // About 7,500 tokens of text per page: five pages stay within a model's context with room to answer.
  maxChars: 30_000,
  // A page that has not arrived whole in 10 s is not worth the wait of an answer that cites it.
  timeoutMs: 10_000,
};
/** The whole request, waits for a free slot included: one slow page never holds the others' answer. */
const WEB_READ_REQUEST_TIMEOUT_MS = 15_000;
/** Pages read at once over the whole server: at most 16 × 5 MB of page bytes held at any time. */
const WEB_READ_PARALLEL_PAGES = 16;

export interface WebReadDeps {
  config: ServerConfig;
  guard?: AccessGuard;
  budget?: ByteBudget;
  /** The safe fetch; tests replace its address guard to stand a "public" server on loopback. */
  fetcher?: PageFetcher;
  /** Tests lower the bounds. */
  limits?: PageLimits;
  requestTimeoutMs?: number;
  slots?: PageSlots;
  /** Tests give a pool of their own bundled extraction thread. */
  extractHtml?: HtmlExtractor;
}

/** The extraction thread's file, bundled beside the server's (scripts/build-server.mjs). */
const EXTRACT_WORKER_URL = new URL('./extract-worker.js', import.meta.url);
let sharedPool: ExtractPool | undefined;

/** One pool for the whole server, started with the first page read. */
const sharedExtract: HtmlExtractor = (html, signal) => (sharedPool ??= createExtractPool({ workerUrl: EXTRACT_WORKER_URL })).extract(html, signal);

export function webReadRoutes({
  config,
  guard,
  budget = new ByteBudget(BUFFERED_BODIES_MAX_BYTES),
  fetcher = safeFetch,
  limits = DEFAULT_PAGE_LIMITS,
  requestTimeoutMs = WEB_READ_REQUEST_TIMEOUT_MS,
  slots = new PageSlots(WEB_READ_PARALLEL_PAGES),
  extractHtml = sharedExtract,
}: WebReadDeps): Hono {
  const allowed = codeGate({ config, guard });
  const reader = { fetcher, allowedHosts: config.webFetchAllowedHosts, limits, slots, extractHtml };
  const routes = new Hono();
  routes.use('*', releaseHeldBodies);

  routes.post('/', async (c) => {
    const refused = await allowed(c);
    if (refused) return refused;
    const body = await readJsonBody(c, WEB_READ_MAX_BODY_BYTES, budget);
    if (body === 'busy') return bodiesBusy(c);
    if (body === 'too-large') return problem(c, 413, 'body_too_large', `A read request is limited to ${WEB_READ_MAX_BODY_BYTES} bytes`);
    const parsed = webReadRequestSchema.safeParse(body === 'not-json' ? undefined : body);
    if (!parsed.success) return problem(c, 400, 'bad_request', 'Expected { "urls": [...] } with 1 to 5 addresses');

    const clientGone = c.req.raw.signal;
    const call = deadline(clientGone, requestTimeoutMs);
    // The same address asked twice is read once.
    const reads = new Map<string, Promise<WebPage>>();
    const pages = await Promise.all(
      parsed.data.urls.map((url) => {
        const read = reads.get(url) ?? readPage(url, call.signal, reader);
        reads.set(url, read);
        return read;
      }),
    );
    call.clear();
    if (clientGone.aborted) return new Response(null, { status: 499 });
    c.header('Cache-Control', 'no-store');
    return c.json({ pages } satisfies WebReadAnswer);
  });

  return routes;
}
