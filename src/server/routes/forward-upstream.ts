// One call to an upstream and its answer streamed back, shared by the provider proxy and the desktop
// app's relay: the headers deadline, the idle watch on the answer, no redirect followed, and every way
// it can fail turned into one problem answer and one log line that carries no URL (a URL may hold
// Baidu's access token).

import type { Context } from 'hono';
import { takeAdmission } from '../admission';
import { LostBodyError } from '../body-pace';
import { cutClient, watchedBody } from '../body-streams';
import { coalescedBody } from '../coalesced-body';
import { deadline } from '../deadline';
import { OutboundError, type Fetcher, type OutboundInit } from '../safe-fetch';
import { causeOf, logUpstreamFailure } from '../upstream-log';
import { upstreamIdleNotice } from '../../core/stream/idle-notice';

/** The upstream's headers a client may see; anything else (cookies, its own policies) stays behind. */
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'x-request-id', 'request-id', 'x-tc-requestid', 'finish-reason', 'seed'];

export type ProblemStatus = 400 | 403 | 404 | 405 | 413 | 421 | 429 | 502 | 503 | 504;

export function problem(c: Context, status: ProblemStatus, code: string, message: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: true, code, message }, status);
}

export interface UpstreamTimeouts {
  headersMs: number;
  idleMs: number;
}

export interface ForwardCall {
  /** How answers and logs name the destination: "openai", "provider group 3", "relay". */
  label: string;
  request: { url: string } & Pick<OutboundInit, 'method' | 'headers' | 'body'>;
  /** Whether the request's body outgrew its limit while it was being sent. */
  tooLarge: () => boolean;
  fetcher: Fetcher;
  timeouts: UpstreamTimeouts;
  maxBodyBytes: number;
}

function relayAnswer(c: Context, label: string, upstream: Response, idleMs: number, stopUpstream: () => void): Response {
  const leave = takeAdmission(c);
  const headers = new Headers();
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const stream = headers.get('content-type')?.includes('text/event-stream') === true;
  if (stream) {
    headers.set('cache-control', 'no-cache, no-transform');
    // Tells an nginx in front of us not to hold the stream back.
    headers.set('x-accel-buffering', 'no');
  }
  if (upstream.status >= 400) logUpstreamFailure(label, upstream.status, 'error answer');
  const cut = cutClient(c);
  const body = upstream.body
    ? watchedBody(coalescedBody(upstream.body), {
        idleMs,
        cut: (controller, end) => {
          // Said before the cut, so the app tells a silent provider from a broken connection.
          if (end.kind === 'idle' && stream) controller.enqueue(upstreamIdleNotice());
          cut(controller, end);
        },
        onEnd: (end) => {
          leave();
          if (end.kind === 'idle') {
            stopUpstream();
            logUpstreamFailure(label, upstream.status, `stream idle for ${idleMs / 1000} s, ended`);
          } else if (end.kind === 'failed') {
            logUpstreamFailure(label, upstream.status, `stream cut (${causeOf(end.error)})`);
          }
        },
      })
    : null;
  if (!body) leave();
  return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers });
}

export async function forwardUpstream(c: Context, { label, request, tooLarge, fetcher, timeouts, maxBodyBytes }: ForwardCall): Promise<Response> {
  const clientGone = c.req.raw.signal;
  const call = deadline(clientGone, timeouts.headersMs);
  try {
    const init = { method: request.method, headers: request.headers, body: request.body, signal: call.signal };
    const upstream = await fetcher(request.url, init);
    call.clear();
    if (upstream.status >= 300 && upstream.status < 400) {
      await upstream.body?.cancel();
      logUpstreamFailure(label, upstream.status, 'redirect, not followed');
      return problem(c, 502, 'upstream_redirect', `The ${label} upstream answered with a redirect, which the server does not follow`);
    }
    return relayAnswer(c, label, upstream, timeouts.idleMs, call.abort);
  } catch (error) {
    call.clear();
    // The client went away, or was cut for sending its body too slowly; nobody will read this answer.
    if (clientGone.aborted || error instanceof LostBodyError) return new Response(null, { status: 499 });
    if (tooLarge()) return problem(c, 413, 'body_too_large', `Request bodies are limited to ${maxBodyBytes} bytes`);
    if (call.timedOut) {
      logUpstreamFailure(label, undefined, `no answer within ${timeouts.headersMs / 1000} s`);
      return problem(c, 504, 'upstream_timeout', `The ${label} upstream did not answer within ${timeouts.headersMs / 1000} s`);
    }
    if (error instanceof OutboundError) return problem(c, 502, error.code, error.message);
    const cause = causeOf(error);
    logUpstreamFailure(label, undefined, `unreachable (${cause})`);
    return problem(c, 502, 'upstream_unreachable', `Could not reach the ${label} upstream (${cause})`);
  }
}
