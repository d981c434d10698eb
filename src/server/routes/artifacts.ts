// POST /api/artifacts keeps an HTML or SVG artifact and answers its id; GET /api/artifacts/<id>
// serves it as a document that runs in a sandbox of its own wherever it is opened: the
// Content-Security-Policy "sandbox allow-scripts" gives it an opaque origin, so even opened
// directly in a tab it never runs in the app's origin.

import { Hono, type Context } from 'hono';
import { ARTIFACT_MAX_BYTES } from '../../core/chat/artifacts';
import { ByteBudget } from '../byte-budget';
import type { ServerConfig } from '../config';
import { bodiesBusy, releaseHeldBodies } from '../held-body';
import { BUFFERED_BODIES_MAX_BYTES } from '../limits';
import { STORE_ID, StoreFullError, newStoreId, type ServerStore } from '../store/server-store';
import { codeGate, readJsonBody, type CodeGateDeps } from './code-gate';
import { storeAdmission, storeFull } from './store-admission';

const ARTIFACT_CSP = 'sandbox allow-scripts';

function problem(c: Context, status: 400 | 404 | 413 | 503, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

interface ArtifactDeps extends Omit<CodeGateDeps, 'config'> {
  config: ServerConfig;
  store: ServerStore;
  /** Bytes of bodies held whole at once, shared with the app's other routes. */
  budget?: ByteBudget;
}

export function artifactRoutes({ config, store, budget = new ByteBudget(BUFFERED_BODIES_MAX_BYTES), ...gate }: ArtifactDeps): Hono {
  const allowed = codeGate({ config, ...gate });
  const admitted = storeAdmission(config, store);
  const routes = new Hono();
  routes.use('*', releaseHeldBodies);

  routes.post('/', async (c) => {
    const refused = await allowed(c);
    if (refused) return refused;
    // The JSON envelope adds a little to the artifact's own limit.
    const body = await readJsonBody(c, ARTIFACT_MAX_BYTES * 2, budget);
    if (body === 'busy') return bodiesBusy(c);
    if (body === 'too-large') return problem(c, 413, 'too_large', `Artifacts are limited to ${ARTIFACT_MAX_BYTES} bytes`);
    const content = body !== 'not-json' && typeof body === 'object' && body !== null ? (body as { content?: unknown }).content : undefined;
    if (typeof content !== 'string' || content.trim() === '') return problem(c, 400, 'invalid_body', 'Expected {"content": "<the HTML or SVG document>"}');
    if (new TextEncoder().encode(content).byteLength > ARTIFACT_MAX_BYTES) {
      return problem(c, 413, 'too_large', `Artifacts are limited to ${ARTIFACT_MAX_BYTES} bytes`);
    }
    const id = newStoreId();
    try {
      const limited = await admitted(c);
      if (limited) return limited;
      await store.put('artifact', id, content, config.shareTtlSeconds);
    } catch (error) {
      if (error instanceof StoreFullError) return storeFull(c);
      console.error(`[artifacts] could not store an artifact (${(error as Error).name})`);
      return problem(c, 503, 'store_failed', 'The artifact could not be stored; try again later');
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ id }, 201);
  });

  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    const content = STORE_ID.test(id) ? await store.get('artifact', id).catch(() => undefined) : undefined;
    if (content === undefined) return problem(c, 404, 'not_found', 'This artifact does not exist or has expired');
    return c.body(content, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': ARTIFACT_CSP,
      'Cache-Control': 'private, max-age=300',
    });
  });

  return routes;
}
