import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { ARTIFACT_FRAME_PATH } from '../../core/constants/project';
import { setHeader } from '../set-header';
import { APP_CSP, ARTIFACT_FRAME_CSP } from '../content-security-policy';

/** Vite puts content-hashed files under assets/: they never change, so they may be cached for a year.
 * Everything else (index.html, manifest, masks.json …) must be revalidated so a deploy shows at once. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function staticRoutes(root: string): Hono {
  const routes = new Hono();
  routes.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', IMMUTABLE);
  });
  routes.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', REVALIDATE);
  });
  // Every page of the app under the app's policy; the artifact frame under its own sandbox.
  routes.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    setHeader(c, 'Content-Security-Policy', c.req.path === `/${ARTIFACT_FRAME_PATH}` ? ARTIFACT_FRAME_CSP : APP_CSP);
  });
  // The build writes a Brotli and a gzip copy of every text file (scripts/compress-assets.mjs): the
  // browser gets the one it accepts, a third of the bytes, with nothing compressed per request.
  routes.use('*', serveStatic({ root, precompressed: true }));
  return routes;
}
