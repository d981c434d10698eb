// What the page reader's tests share: a site of local pages (an article, a PDF made in the test,
// plain text, redirects inward, huge and slow bodies, errors) and a private target that must never
// be reached, both on loopback; and the reader's route alone on a real socket with lowered bounds.

import { serve, type ServerType } from '@hono/node-server';
import { build } from 'esbuild';
import { Hono } from 'hono';
import { EventEmitter, once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEB_READ_PATH } from '../../core/schemas/web-search';
import { loadConfig } from '../config';
import { webReadRoutes, type WebReadDeps } from '../routes/web-read';
import { createExtractPool, type ExtractPool, type ExtractPoolOptions, type HtmlExtractor } from './extract-pool';
import { minimalPdf } from './minimal-pdf';

export const ARTICLE_SENTENCE = 'The red fox crossed the frozen river at dawn, leaving tracks that the rangers followed for a mile.';
const ARTICLE_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Fox tracks - Ranger News</title>
<meta property="og:site_name" content="Ranger News"><meta property="article:published_time" content="2026-11-20T09:00:00Z"></head>
<body><nav><a href="/">Home</a> <a href="/about">About</a></nav><article><h1>Fox tracks on the river</h1>
<p>${ARTICLE_SENTENCE} ${'Snow fell all night and covered the older prints along the bank. '.repeat(8)}</p>
<p>Second paragraph of the story.<br>A line after a break.</p><script>document.write('never text')</script></article>
<footer>Copyright notice</footer></body></html>`;
export const PDF_PAGES = ['The first page of the report says foxes travel far.', 'The second page lists where they were seen.'];
const PLAIN_TEXT = 'Line one of the notes.\r\nLine two of the notes.';
/** Larger than the tests' page bound. */
const HUGE_BYTES = 64 * 1024;
/** A page of 450 KB made of twenty thousand elements: within the reader's byte bound, and a second
 * or more of Readability's time (an article takes a tenth of that). */
export const DOM_HEAVY_HTML = `<!doctype html><html><head><title>Heavy</title></head><body>${'<div><p>word after word after word</p></div>'.repeat(10_000)}</body></html>`;

export interface LocalSite {
  url: string;
  host: string;
  /** Requests that reached the private target, which nothing may reach. */
  readonly privateHits: number;
  /** Slow answers still open: each ends when its reader gives up. */
  readonly openSlow: number;
  /** Resolves when the site has sent the whole answer for `path`. */
  served(path: string): Promise<void>;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function pageAnswer(path: string, res: ServerResponse, privateUrl: string, track: (res: ServerResponse) => void): void {
  const type = (contentType: string) => ({ 'content-type': contentType });
  switch (path) {
    case '/article.html':
      return void res.writeHead(200, type('text/html; charset=utf-8')).end(ARTICLE_HTML);
    case '/report.pdf':
      return void res.writeHead(200, type('application/pdf')).end(minimalPdf(PDF_PAGES, 'Fox report'));
    case '/untyped':
      return void res.writeHead(200).end(minimalPdf(PDF_PAGES));
    case '/dom-heavy.html':
      return void res.writeHead(200, type('text/html; charset=utf-8')).end(DOM_HEAVY_HTML);
    case '/notes.txt':
      return void res.writeHead(200, type('text/plain')).end(PLAIN_TEXT);
    case '/latin1.html':
      return void res.writeHead(200, type('text/html; charset=iso-8859-1')).end(Buffer.from('<html><head><title>Caf\xe9</title></head><body><p>Un caf\xe9 cr\xe8me.</p></body></html>', 'latin1'));
    case '/script-only.html':
      return void res.writeHead(200, type('text/html')).end('<html><head><title>App</title></head><body><script>start()</script></body></html>');
    case '/broken.pdf':
      return void res.writeHead(200, type('application/pdf')).end('%PDF-1.4 this is not a PDF at all');
    case '/picture.png':
      return void res.writeHead(200, type('image/png')).end('not really a png');
    case '/missing':
      return void res.writeHead(404, type('text/html')).end('<p>Not found</p>');
    case '/huge':
      return void res.writeHead(200, { ...type('text/html'), 'content-length': String(HUGE_BYTES) }).end('x'.repeat(HUGE_BYTES));
    case '/huge-unannounced':
      // No length: the bound is met while reading.
      res.writeHead(200, type('text/plain'));
      for (let sent = 0; sent < HUGE_BYTES; sent += 1024) res.write('y'.repeat(1024));
      return void res.end();
    case '/slow':
      track(res);
      return void res.writeHead(200, type('text/html')).write('<html><body><p>The start of a page that never ends');
    case '/slow-headers':
      return track(res);
    case '/chain':
      return void res.writeHead(301, { location: '/chain-2' }).end();
    case '/chain-2':
      return void res.writeHead(307, { location: '/article.html' }).end();
    case '/loop':
      return void res.writeHead(302, { location: '/loop' }).end();
    case '/to-private':
      return void res.writeHead(302, { location: `${privateUrl}/secret` }).end();
    case '/to-private-later':
      return void res.writeHead(302, { location: '/to-private' }).end();
    case '/to-metadata':
      return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    default:
      return void res.writeHead(404).end();
  }
}

export async function startLocalSite(): Promise<LocalSite> {
  let privateHits = 0;
  const slow = new Set<ServerResponse>();
  const target = createServer((_req, res) => {
    privateHits += 1;
    res.end('internal secret');
  });
  const privateUrl = `http://127.0.0.1:${await listen(target)}`;
  const track = (res: ServerResponse) => {
    slow.add(res);
    res.once('close', () => slow.delete(res));
  };
  const sent = new EventEmitter();
  const site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    res.once('finish', () => sent.emit(path));
    pageAnswer(path, res, privateUrl, track);
  });
  const port = await listen(site);
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    get privateHits() {
      return privateHits;
    },
    get openSlow() {
      return slow.size;
    },
    served: async (path) => void (await once(sent, path)),
    close: async () => {
      for (const server of [site, target]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

export interface ReaderServer {
  url: string;
  close(): Promise<void>;
}

let workerBundle: Promise<URL> | undefined;

/** The extraction thread bundled as the build bundles it (the tests run the sources, which a
 * thread of Node 20 cannot load), once per test process. */
function bundledExtractWorker(): Promise<URL> {
  workerBundle ??= (async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), 'polychat-extract-')), 'extract-worker.js');
    // Whole, as the desktop package bundles it: a file in the temporary folder finds no node_modules.
    // linkedom's optional canvas stays out, as there (it works without it).
    await build({
      entryPoints: [join(import.meta.dirname, 'extract-worker.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      external: ['canvas'],
      banner: { js: "import { createRequire as __testCreateRequire } from 'node:module'; const require = __testCreateRequire(import.meta.url);" },
      logLevel: 'error',
    });
    return pathToFileURL(outfile);
  })();
  return workerBundle;
}

/** A pool of the bundled extraction thread; the caller closes it. */
export async function testExtractPool(options: Omit<ExtractPoolOptions, 'workerUrl'> = {}): Promise<ExtractPool> {
  return createExtractPool({ workerUrl: await bundledExtractWorker(), ...options });
}

let sharedTestPool: Promise<ExtractPool> | undefined;

/** The server's extraction as the tests run it: one pool of the bundled thread per test process,
 * started with the first page. */
export const testExtractHtml: HtmlExtractor = async (html, signal) => (await (sharedTestPool ??= testExtractPool())).extract(html, signal);

/** The reader's route alone on a real socket. */
export async function startReader(env: Record<string, string>, deps: Omit<WebReadDeps, 'config'> = {}): Promise<ReaderServer> {
  const app = new Hono().route(WEB_READ_PATH, webReadRoutes({ config: loadConfig(env), extractHtml: testExtractHtml, ...deps }));
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        (server as Server).closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function readThrough(server: { url: string }, urls: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${WEB_READ_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ urls }) });
}
