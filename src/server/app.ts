import { Hono } from 'hono';
import { createAccessGuard } from './access-guard';
import { API_CSP } from './content-security-policy';
import { setHeader } from './set-header';
import { Admission, admit } from './admission';
import { paceBodies } from './body-pace';
import { ByteBudget } from './byte-budget';
import type { ServerConfig } from './config';
import { BUFFERED_BODIES_MAX_BYTES } from './limits';
import { artifactRoutes } from './routes/artifacts';
import { configRoutes } from './routes/config';
import { PLUGIN_PROXY_PATH } from '../core/plugins/request';
import { pluginProxy } from './routes/plugin-proxy';
import { proxyRoutes, type ProxyDeps } from './routes/proxy';
import { shareRoutes } from './routes/share';
import { staticRoutes } from './routes/static';
import { upstashRoutes } from './routes/upstash';
import { WEBDAV_ROUTE, webdavRoutes } from './routes/webdav';
import { MCP_RELAY_ROUTE } from '../core/constants/mcp';
import { mcpRelayRoutes } from './routes/mcp-relay';
import { createFileStore } from './store/file-store';
import type { ServerStore } from './store/server-store';
import { launchGateMiddleware, type LaunchGate } from './launch-gate';
import { RELAY_PATH } from '../core/providers/relay';
import { relayRoutes, type RelayDeps } from './routes/relay';
import { WEB_READ_PATH, WEB_SEARCH_PATH } from '../core/schemas/web-search';
import { webReadRoutes } from './routes/web-read';
import type { HtmlExtractor } from './web-read/extract-pool';
import { webSearchRoutes } from './routes/web-search';

export interface AppOptions {
  config: ServerConfig;
  /** Folder of the built web app; absent in server-only tests. */
  webRoot?: string;
  /** Replaceable parts of the provider proxy (tests shorten its time limits). */
  proxy?: Omit<ProxyDeps, 'config' | 'guard'>;
  /** Where artifacts and shared chats are kept; files under DATA_DIR when not given. */
  store?: ServerStore;
  /** Requests in flight; main.ts keeps it to wait for them on shutdown. */
  admission?: Admission;
  /** The desktop app's local server: only its window may call, and provider calls are relayed. */
  desktop?: { gate: LaunchGate; relay?: RelayDeps };
  /** The page reader's HTML extraction; the server's pool of threads when not given (tests run the
   * sources, whose thread file is bundled by the tests themselves). */
  extractHtml?: HtmlExtractor;
}

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'SAMEORIGIN',
};

export function createApp({ config, webRoot, proxy, store = createFileStore(config.dataDir), admission = new Admission(config.limits), desktop, extractHtml }: AppOptions): Hono {
  const app = new Hono();
  // One guard for every route: wrong codes count per address whichever route they were tried on.
  const guard = createAccessGuard(config, store);
  // One budget for every body held whole, whichever route holds it.
  const budget = new ByteBudget(BUFFERED_BODIES_MAX_BYTES);
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) setHeader(c, name, value);
  });
  if (desktop) app.use('*', launchGateMiddleware(desktop.gate));
  // The API's answers are data: no policy of a page applies, so each gets one that runs nothing. An
  // artifact document sets its own sandbox policy and keeps it.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) setHeader(c, 'Content-Security-Policy', API_CSP);
  });
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.route('/api/config', configRoutes(config));
  app.use('/api/*', admit(admission, config));
  app.use('/api/*', paceBodies(config.limits));
  app.route('/api/share', shareRoutes({ config, store, guard, budget }));
  app.route('/api/artifacts', artifactRoutes({ config, store, guard, budget }));
  app.route(WEBDAV_ROUTE, webdavRoutes({ config, guard }));
  app.route('/api/upstash', upstashRoutes({ config, guard }));
  app.route(MCP_RELAY_ROUTE, mcpRelayRoutes({ config, guard, budget }));
  app.route(WEB_SEARCH_PATH, webSearchRoutes({ config, guard, budget }));
  app.route(WEB_READ_PATH, webReadRoutes({ config, guard, budget, ...(extractHtml ? { extractHtml } : {}) }));
  // Before the provider routes: it takes the /api/proxy requests that carry a base-URL header.
  app.use(`${PLUGIN_PROXY_PATH}/*`, pluginProxy({ config, guard }));
  if (desktop) app.route(RELAY_PATH, relayRoutes(desktop.relay));
  app.route('/api', proxyRoutes({ budget, ...proxy, config, guard }));
  app.all('/api/*', (c) => c.json({ error: true, message: 'Not found' }, 404));
  // A link without the hash (as some chat apps rewrite them) still opens the app's page for it.
  app.get('/artifacts/:id', (c) => c.redirect(`/#/artifacts/${encodeURIComponent(c.req.param('id'))}`, 302));
  app.get('/share/:id', (c) => c.redirect(`/#/share/${encodeURIComponent(c.req.param('id'))}`, 302));
  if (webRoot) app.route('/', staticRoutes(webRoot));
  return app;
}
