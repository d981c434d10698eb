// The page and the worker talk through a real MessageChannel here: what crosses is cloned, as
// between threads.
import { MessageChannel } from 'node:worker_threads';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderRequest } from '../../../core/providers/adapter';
import { collectAll, textResponse } from '../../../core/stream/test-support';
import type { ChatEvent } from '../../../core/types';
import { createModelStreamClient } from './model-stream-client';
import type { MessageEndpoint, ModelStreamBatch, ModelStreamRequest } from './model-stream-protocol';
import { serveModelStreams } from './model-stream-server';
import type { WorkerPort } from '../worker-client';

const request: ProviderRequest = { url: 'https://example.test/v1/chat/completions', method: 'POST', headers: {}, body: '{}' };
const piece = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const job = { providerId: 'openai' as const, request, timeoutMs: 1000, accessCode: '' };
const ports: MessageChannel[] = [];

/** A body the test writes into piece by piece; `cancelled` tells whether the reader let go. */
function openBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => void (state.cancelled = true),
  });
  const write = (text: string) => controller.enqueue(new TextEncoder().encode(text));
  const response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  return { response, write, close: () => controller.close(), state };
}

function connect(fetchFn: (url: string, init: RequestInit) => Promise<Response>) {
  const channel = new MessageChannel();
  ports.push(channel);
  serveModelStreams(channel.port2 as unknown as MessageEndpoint<ModelStreamRequest, ModelStreamBatch>, () => fetchFn);
  const page = channel.port1 as unknown as WorkerPort<ModelStreamBatch, ModelStreamRequest>;
  page.onerror = page.onmessageerror = null;
  page.terminate = () => channel.port1.close();
  /** What the browser does when the worker dies. */
  const crash = () => page.onerror?.(new ErrorEvent('error'));
  return { ...createModelStreamClient(() => page), crash };
}

async function take(events: AsyncGenerator<ChatEvent>, count: number) {
  const out: ChatEvent[] = [];
  while (out.length < count) {
    const next = await events.next();
    if (next.done) break;
    out.push(next.value);
  }
  return out;
}

afterEach(() => {
  for (const channel of ports.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

describe('model streams across the worker boundary', () => {
  it('delivers a reply as the same events, its text joined into fewer pieces', async () => {
    const client = connect(async () => textResponse(`${piece('Hel')}${piece('lo')}${piece('!')}data: [DONE]\n\n`));
    const events = await collectAll(client.stream(job, new AbortController().signal));
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(events.filter((event) => event.type === 'done')).toHaveLength(1);
    expect(events.map((event) => (event.type === 'text' ? event.text : '')).join('')).toBe('Hello!');
  });

  it('keeps two calls at once apart', async () => {
    const client = connect(async (_url, init) => textResponse(`${piece(String(init.body))}data: [DONE]\n\n`));
    const [a, b] = await Promise.all([
      collectAll(client.stream({ ...job, request: { ...request, body: 'first' } }, new AbortController().signal)),
      collectAll(client.stream({ ...job, request: { ...request, body: 'second' } }, new AbortController().signal)),
    ]);
    expect(a).toEqual([{ type: 'text', text: 'first' }, { type: 'done' }]);
    expect(b).toEqual([{ type: 'text', text: 'second' }, { type: 'done' }]);
  });

  it('a stop ends the call at once, quietly, and the worker lets go of the response', async () => {
    const body = openBody();
    const client = connect(async () => body.response);
    const controller = new AbortController();
    const events = client.stream(job, controller.signal);
    body.write(piece('partial'));
    expect(await take(events, 1)).toEqual([{ type: 'text', text: 'partial' }]);
    controller.abort();
    expect(await collectAll(events)).toEqual([{ type: 'done' }]);
    await expect.poll(() => body.state.cancelled).toBe(true);
  });

  it('a reader that stops early also releases the response', async () => {
    const body = openBody();
    const client = connect(async () => body.response);
    const events = client.stream(job, new AbortController().signal);
    body.write(piece('one'));
    await take(events, 1);
    await events.return();
    await expect.poll(() => body.state.cancelled).toBe(true);
  });

  it('a connection that drops keeps the text and reports the failure', async () => {
    const body = openBody();
    const client = connect(async () => body.response);
    const events = client.stream(job, new AbortController().signal);
    body.write(piece('kept'));
    await take(events, 1);
    body.close();
    // The stream closed without [DONE]: the reply ends there, as on the page's own thread.
    expect(await collectAll(events)).toEqual([{ type: 'done' }]);
  });

  it('a failed connection arrives as an error event', async () => {
    const client = connect(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await collectAll(client.stream(job, new AbortController().signal))).toEqual([
      { type: 'error', message: 'Failed to fetch', code: 'unreachable' },
      { type: 'done' },
    ]);
  });

  it('when the worker is lost, the open calls end with the reason, in the user\'s language', async () => {
    const body = openBody();
    const client = connect(async () => body.response);
    const events = client.stream(job, new AbortController().signal);
    body.write(piece('before'));
    await take(events, 1);
    client.crash();
    const message = i18next.getFixedT('en', 'engine')('requestWorkerStopped');
    expect(await collectAll(events)).toEqual([{ type: 'error', message, code: 'request_failed' }, { type: 'done' }]);
  });
});
