import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

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
  routes.use('*', serveStatic({ root }));
  return routes;
}
