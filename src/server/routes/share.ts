// POST /api/share: hands a conversation to the sharing service the administrator configured
// (SHARE_URL, a ShareGPT-compatible endpoint) and answers with the id it returned and the public
// link built from SHARE_LINK_BASE. The client sends only the conversation: where it goes is the
// administrator's choice alone, so this is no open proxy.

import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { REQUEST_TIMEOUT_MS, SHARE_MAX_BODY_BYTES, SHARE_MAX_ITEMS, SHARE_MAX_VALUE_CHARS } from '../../core/constants';
import { accessCodeOf, accessPolicyOf, decideAccess } from '../access';
import type { Fetcher } from '../baidu-token';
import { clientAddressOf } from '../client-address';
import type { ServerConfig } from '../config';
import { fetchUpstream, OutboundError } from '../safe-fetch';
import { FailureThrottle } from '../throttle';

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
  fetcher?: Fetcher;
  throttle?: FailureThrottle;
  sleep?: (ms: number) => Promise<void>;
}

function problem(c: Context, status: 400 | 401 | 403 | 405 | 413 | 502 | 503, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

async function readJson(c: Context): Promise<unknown | 'too-large' | 'not-json'> {
  if (Number(c.req.header('content-length') ?? 0) > SHARE_MAX_BODY_BYTES) return 'too-large';
  const body = await c.req.arrayBuffer();
  if (body.byteLength > SHARE_MAX_BODY_BYTES) return 'too-large';
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch {
    return 'not-json';
  }
}

export function shareRoutes({ config, fetcher = fetchUpstream, throttle = new FailureThrottle(), sleep }: ShareDeps): Hono {
  const policy = accessPolicyOf(config.accessCodes, config.hideUserApiKey);
  const wait = sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const routes = new Hono();

  routes.post('/', async (c) => {
    const address = clientAddressOf(c, config.trustProxy);
    const accessCode = accessCodeOf(c.req.raw.headers);
    // A user's own provider key proves nothing here (it is never checked by anyone on this route),
    // so only an access code opens a protected deployment's sharing.
    const verdict = decideAccess(policy, accessCode, false);
    if (!verdict.ok) {
      if (verdict.wrongCode) await wait(throttle.fail(address));
      return problem(c, verdict.status, verdict.code, verdict.message);
    }
    if (accessCode !== undefined) throttle.succeed(address);
    if (!config.share) return problem(c, 503, 'not_configured', 'Sharing is not configured on this server (SHARE_URL)');

    const json = await readJson(c);
    if (json === 'too-large') return problem(c, 413, 'body_too_large', `Shared conversations are limited to ${SHARE_MAX_BODY_BYTES} bytes`);
    const parsed = json === 'not-json' ? undefined : shareBodySchema.safeParse(json);
    if (!parsed?.success) {
      const detail = parsed?.error.issues[0];
      const where = detail ? `${detail.path.join('.') || 'body'}: ${detail.message}` : 'the body is not JSON';
      return problem(c, 400, 'invalid_body', `Expected {avatarUrl?, items: [{from: "human" | "gpt", value}]} (${where})`);
    }

    const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
    let upstream: Response;
    try {
      upstream = await fetcher(config.share.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ avatarUrl: parsed.data.avatarUrl ?? null, items: parsed.data.items }),
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
  routes.all('/', (c) => problem(c, 405, 'method_not_allowed', `${c.req.method} is not allowed`));
  return routes;
}
