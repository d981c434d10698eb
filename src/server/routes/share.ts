// POST /api/share: hands a conversation to the sharing service the administrator configured
// (SHARE_URL, a ShareGPT-compatible endpoint) and answers with the id it returned and the public
// link built from SHARE_LINK_BASE. The client sends only the conversation: where it goes is the
// administrator's choice alone, so this is no open proxy.

import { deadlineSignal } from '../deadline';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '../../core/constants/network';
import { SHARE_MAX_BODY_BYTES, SHARE_MAX_ITEMS, SHARE_MAX_VALUE_CHARS } from '../../core/constants/project';
import type { Fetcher } from '../safe-fetch';
import type { ServerConfig } from '../config';
import { fetchUpstream, OutboundError } from '../safe-fetch';
import { STORE_ID, StoreFullError, newStoreId, type ServerStore } from '../store/server-store';
import type { AccessGuard } from '../access-guard';
import { ByteBudget } from '../byte-budget';
import { bodiesBusy, releaseHeldBodies } from '../held-body';
import { BUFFERED_BODIES_MAX_BYTES } from '../limits';
import { codeGate, publicOrigin, readJsonBody } from './code-gate';
import { storeAdmission, storeFull } from './store-admission';
import { withoutLegacyPromo } from '../../core/export/share-items';

/** A share link must stay a link: ids are plain tokens, as ShareGPT's are. */
const SHARE_ID = /^[\w-]{1,128}$/;
const MAX_AVATAR_URL_LENGTH = 2048;

const shareBodySchema = z
  .object({
    avatarUrl: z.url({ protocol: /^https?$/ }).max(MAX_AVATAR_URL_LENGTH).optional(),
    items: z
      .array(z.object({ from: z.enum(['human', 'gpt']), value: z.string().max(SHARE_MAX_VALUE_CHARS) }).strict())
      .min(1)
      .max(SHARE_MAX_ITEMS),
  })
  // Anything else (a "url", headers …) is refused rather than ignored, so nobody mistakes this
  // route for one that lets the client pick the destination.
  .strict();

const shareAnswerSchema = z.object({ id: z.string().regex(SHARE_ID) });

export interface ShareDeps {
  config: ServerConfig;
  /** Where shares are kept when no outside sharing service is configured. */
  store: ServerStore;
  fetcher?: Fetcher;
  guard?: AccessGuard;
  /** Bytes of bodies held whole at once, shared with the app's other routes. */
  budget?: ByteBudget;
}

function problem(c: Context, status: 400 | 401 | 403 | 404 | 405 | 413 | 502 | 503, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

export function shareRoutes({ config, store, fetcher = fetchUpstream, guard, budget = new ByteBudget(BUFFERED_BODIES_MAX_BYTES) }: ShareDeps): Hono {
  const allowed = codeGate({ config, guard });
  const admitted = storeAdmission(config, store);
  const routes = new Hono();
  routes.use('*', releaseHeldBodies);

  routes.post('/', async (c) => {
    const refused = await allowed(c);
    if (refused) return refused;
    const json = await readJsonBody(c, SHARE_MAX_BODY_BYTES, budget);
    if (json === 'busy') return bodiesBusy(c);
    if (json === 'too-large') return problem(c, 413, 'body_too_large', `Shared conversations are limited to ${SHARE_MAX_BODY_BYTES} bytes`);
    const parsed = json === 'not-json' ? undefined : shareBodySchema.safeParse(json);
    if (!parsed?.success) {
      const detail = parsed?.error.issues[0];
      const where = detail ? `${detail.path.join('.') || 'body'}: ${detail.message}` : 'the body is not JSON';
      return problem(c, 400, 'invalid_body', `Expected {avatarUrl?, items: [{from: "human" | "gpt", value}]} (${where})`);
    }

    // A page still running an earlier version ends the conversation with the product's line; it is
    // not part of the conversation, and neither kept nor passed on as a message.
    const items = withoutLegacyPromo(parsed.data.items);
    if (items.length === 0) return problem(c, 400, 'invalid_body', 'The conversation has no messages');

    if (!config.share) {
      // No outside service: the conversation is kept here, and the link opens our own read-only page.
      const id = newStoreId();
      const shared = { avatarUrl: parsed.data.avatarUrl ?? null, items, createdAt: Date.now() };
      try {
        const limited = await admitted(c);
        if (limited) return limited;
        await store.put('share', id, JSON.stringify(shared), config.shareTtlSeconds);
      } catch (error) {
        if (error instanceof StoreFullError) return storeFull(c);
        console.error(`[share] could not store a shared chat (${(error as Error).name})`);
        return problem(c, 503, 'store_failed', 'The chat could not be stored; try again later');
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ id, link: `${publicOrigin(c, config.trustProxy)}/#/share/${id}` });
    }

    const signal = deadlineSignal(c.req.raw.signal, REQUEST_TIMEOUT_MS);
    let upstream: Response;
    try {
      upstream = await fetcher(config.share.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ avatarUrl: parsed.data.avatarUrl ?? null, items }),
        signal,
      });
    } catch (error) {
      if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
      if (error instanceof OutboundError) return problem(c, 502, error.code, error.message);
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      console.error(`[share] sharing service unreachable (${cause})`);
      return problem(c, 502, 'share_unreachable', `Could not reach the sharing service (${cause})`);
    }
    if (!upstream.ok) {
      await upstream.body?.cancel();
      const redirect = upstream.status >= 300 && upstream.status < 400;
      return problem(c, 502, 'share_failed', redirect ? 'The sharing service answered with a redirect, which the server does not follow' : `The sharing service answered ${upstream.status}`);
    }
    const answer = shareAnswerSchema.safeParse(await upstream.json().catch(() => null));
    if (!answer.success) return problem(c, 502, 'share_failed', 'The sharing service did not answer with an id');
    c.header('Cache-Control', 'no-store');
    return c.json({ id: answer.data.id, link: `${config.share.linkBase}/${answer.data.id}` });
  });
  routes.get('/:id', async (c) => {
    const id = c.req.param('id');
    const shared = STORE_ID.test(id) ? await store.get('share', id).catch(() => undefined) : undefined;
    if (shared === undefined) return problem(c, 404, 'not_found', 'This shared chat does not exist or has expired');
    return c.body(shared, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, max-age=300' });
  });
  routes.all('/', (c) => problem(c, 405, 'method_not_allowed', `${c.req.method} is not allowed`));
  return routes;
}
