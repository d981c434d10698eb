import { describe, expect, it, vi } from 'vitest';
import { openaiAdapter } from '../providers/openai';
import { anthropicAdapter } from '../providers/anthropic';
import { iflytekAdapter } from '../providers/iflytek';
import type { ChatEvent } from '../types';
import { createChatAccumulator } from './accumulate';
import { upstreamIdleNotice } from './idle-notice';
import { EMPTY_RESPONSE_MESSAGE, readChatEvents } from './read-chat-events';
import { chunkedResponse, collectAll, everyByte, splitBytes, textResponse } from './test-support';

const encode = (text: string) => new TextEncoder().encode(text);
const chunk = (content: string) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] });
const textOf = (events: ChatEvent[]) => {
  const accumulator = createChatAccumulator();
  events.forEach((event) => accumulator.push(event));
  return accumulator.result().text;
};
const read = (response: Response, signal?: AbortSignal) => collectAll(readChatEvents(response, openaiAdapter, signal));
const EMPTY = { type: 'error', message: EMPTY_RESPONSE_MESSAGE, code: 'empty_response' };

describe('readChatEvents: framing', () => {
  // Three-byte CJK, four-byte emoji and two-byte Latin letters, so cuts fall inside characters.
  const pieces = ['你好，', '世界 🌍', ' héllo ', '👋🏽 ça va?'];
  const body = encode(`${pieces.map((p) => `data: ${chunk(p)}\n\n`).join('')}data: [DONE]\n\n`);

  it('decodes multi-byte characters cut at every byte', async () => {
    expect(textOf(await read(chunkedResponse(everyByte(body))))).toBe(pieces.join(''));
  });

  it.each([11, 12, 13, 14, 15])('decodes multi-byte characters cut at random boundaries (seed %i)', async (seed) => {
    expect(textOf(await read(chunkedResponse(splitBytes(body, seed, 5))))).toBe(pieces.join(''));
  });

  it('accepts CRLF and CR line ends, data: without a space and keep-alive comments', async () => {
    const raw = `: keep-alive\r\n\r\ndata:${chunk('a')}\r\n\r\n:ping\rdata: ${chunk('b')}\r\rdata:[DONE]\r\n\r\n`;
    const events = await read(chunkedResponse(everyByte(encode(raw))));
    expect(events).toEqual([{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }, { type: 'done' }]);
  });

  it('joins multi-line data fields', async () => {
    const raw = `data: {"choices":[{"index":0,\ndata: "delta":{"content":"x"}}]}\n\n`;
    expect(await read(textResponse(raw))).toEqual([{ type: 'text', text: 'x' }, { type: 'done' }]);
  });

  it('delivers a last event that lacks its blank line when the socket closes', async () => {
    const events = await read(textResponse(`data: ${chunk('a')}\n\ndata: ${chunk('b')}`));
    expect(events).toEqual([{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }, { type: 'done' }]);
  });

  it('stops at the end marker and emits exactly one done', async () => {
    const raw = `data: ${chunk('a')}\n\ndata: [DONE]\n\ndata: ${chunk('late')}\n\ndata: [DONE]\n\n`;
    expect(await read(textResponse(raw))).toEqual([{ type: 'text', text: 'a' }, { type: 'done' }]);
  });

  it('emits done at close when there is no end marker', async () => {
    expect(await read(textResponse(`data: ${chunk('a')}\n\n`))).toEqual([{ type: 'text', text: 'a' }, { type: 'done' }]);
  });

  it('reports an empty stream', async () => {
    expect(await read(textResponse('data: [DONE]\n\n'))).toEqual([EMPTY, { type: 'done' }]);
    const usageOnly = `data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":0}}\n\n`;
    expect(await read(textResponse(usageOnly))).toEqual([
      { type: 'usage', promptTokens: 3, completionTokens: 0 },
      EMPTY,
      { type: 'done' },
    ]);
  });

  it('does not call a stream empty when it carried a tool call or reasoning', async () => {
    const reasoning = `data: {"choices":[{"index":0,"delta":{"reasoning_content":"hmm"}}]}\n\n`;
    expect(await read(textResponse(reasoning))).toEqual([{ type: 'reasoning', text: 'hmm' }, { type: 'done' }]);
  });

  it('does not add the empty-response error after a provider error', async () => {
    const raw = `data: {"error":{"message":"boom","type":"server_error"}}\n\ndata: [DONE]\n\n`;
    expect(await read(textResponse(raw))).toEqual([{ type: 'error', message: 'boom' }, { type: 'done' }]);
  });

  it('passes iFlytek text through and turns an unreadable chunk into its parse error', async () => {
    const raw = `data: {"code":0,"choices":[{"delta":{"content":"ok"},"index":0}]}\n\ndata: {oops\n\n`;
    const events = await collectAll(readChatEvents(textResponse(raw), iflytekAdapter));
    expect(events).toEqual([
      { type: 'text', text: 'ok' },
      { type: 'error', message: 'Failed to parse response: {oops', code: 'parse_failed' },
      { type: 'done' },
    ]);
  });

  it('turns an iFlytek chunk with a non-zero code into an error', async () => {
    const raw = `data: {"code":10013,"message":"input content risk","sid":"x"}\n\n`;
    const events = await collectAll(readChatEvents(textResponse(raw), iflytekAdapter));
    expect(events).toEqual([
      { type: 'error', message: 'Request failed with status 10013: input content risk', code: 'request_failed' },
      { type: 'done' },
    ]);
  });
});

describe('readChatEvents: bodies that are not streams', () => {
  it('reads a JSON answer sent with application/json', async () => {
    const body = JSON.stringify({
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hi there' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 5, completion_tokens: 2 },
    });
    expect(await read(textResponse(body, { contentType: 'application/json; charset=utf-8' }))).toEqual([
      { type: 'text', text: 'Hi there' },
      { type: 'usage', promptTokens: 5, completionTokens: 2 },
      { type: 'done' },
    ]);
  });

  it('treats a body without Content-Type as a whole body', async () => {
    const body = JSON.stringify({ choices: [{ index: 0, message: { content: 'plain' } }] });
    expect(await read(textResponse(body, { contentType: null }))).toEqual([
      { type: 'text', text: 'plain' },
      { type: 'done' },
    ]);
  });

  it('shows plain text as the reply', async () => {
    const events = await read(textResponse('Quota reset at midnight.', { contentType: 'text/plain' }));
    expect(events).toEqual([{ type: 'text', text: 'Quota reset at midnight.' }, { type: 'done' }]);
  });

  it('folds a JSON body nobody can read under a parse error, never as the message', async () => {
    const events = await read(textResponse('{"status":"queued"}', { contentType: 'application/json' }));
    expect(events).toEqual([
      { type: 'error', code: 'parse_failed', message: '', detail: '{\n  "status": "queued"\n}' },
      { type: 'done' },
    ]);
  });

  it('takes a web page answered with 200 (a captive portal) for an error, never a reply', async () => {
    const page = '<!doctype html><html><head><title>Hotel Wi-Fi: sign in</title></head><body>Accept the terms</body></html>';
    expect(await read(textResponse(page, { contentType: 'text/html' }))).toEqual([
      { type: 'error', code: 'html_page', status: 200, message: 'Hotel Wi-Fi: sign in' },
      { type: 'done' },
    ]);
    // Labelled as JSON or not labelled at all, it is still a page.
    const events = await read(textResponse(page, { contentType: 'application/json' }));
    expect(events[0]).toMatchObject({ type: 'error', code: 'html_page' });
  });

  it('reports an empty body as an empty response', async () => {
    expect(await read(textResponse('', { contentType: 'application/json' }))).toEqual([EMPTY, { type: 'done' }]);
  });

  it('reads an error sent with status 200 instead of a stream', async () => {
    const body = '{"error":{"message":"model overloaded","type":"server_error"}}';
    expect(await read(textResponse(body, { contentType: 'application/json' }))).toEqual([
      { type: 'error', message: 'model overloaded' },
      { type: 'done' },
    ]);
  });
});

describe('readChatEvents: HTTP errors', () => {
  it('marks 401 as unauthorized, whatever the body', async () => {
    const events = await read(textResponse('Unauthorized', { status: 401, contentType: 'text/plain' }));
    expect(events).toEqual([{ type: 'error', message: '401', status: 401, code: 'unauthorized', detail: 'Unauthorized' }, { type: 'done' }]);
  });

  it('takes an HTML error page for a page, summed up, and a text one for the fold', async () => {
    const events = await read(textResponse('<h1>502 Bad Gateway</h1>', { status: 502, contentType: 'text/html' }));
    expect(events).toEqual([{ type: 'error', message: '502 Bad Gateway', status: 502, code: 'html_page' }, { type: 'done' }]);
    const text = await read(textResponse('upstream connect error', { status: 503, contentType: 'text/plain' }));
    expect(text).toEqual([{ type: 'error', message: '503', status: 503, code: 'unavailable', detail: 'upstream connect error' }, { type: 'done' }]);
  });

  it('falls back to the status when the body is empty', async () => {
    const events = await read(textResponse('', { status: 500, contentType: null }));
    expect(events).toEqual([{ type: 'error', message: '500', status: 500, code: 'server_error' }, { type: 'done' }]);
  });

  it('gives an unknown JSON error the status’s code, the body folded, and when to retry', async () => {
    const response = textResponse('{"detail":"nope"}', { status: 429, contentType: 'application/json' });
    response.headers.set('retry-after', '30');
    const events = await read(response);
    expect(events).toEqual([
      { type: 'error', message: '429', status: 429, code: 'rate_limited', detail: '{\n  "detail": "nope"\n}', retryAfterSeconds: 30 },
      { type: 'done' },
    ]);
  });

  it('reads our server’s own codes', async () => {
    const body = '{"error":true,"code":"too_many_attempts","message":"Too many wrong access codes from your address; wait before trying again"}';
    const events = await read(textResponse(body, { status: 429, contentType: 'application/json' }));
    expect(events[0]).toMatchObject({ type: 'error', code: 'too_many_attempts', status: 429 });
  });

  it('reads the error event of a short event stream sent with an error status', async () => {
    const raw = 'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n';
    const events = await collectAll(readChatEvents(textResponse(raw, { status: 529 }), anthropicAdapter));
    expect(events).toEqual([{ type: 'error', message: 'Overloaded', status: 529, code: 'server_error' }, { type: 'done' }]);
  });

  it('reads a JSON error body even when it is labelled as an event stream', async () => {
    const events = await collectAll(
      readChatEvents(textResponse('{"type":"error","error":{"message":"slow down"}}', { status: 429 }), anthropicAdapter),
    );
    expect(events).toEqual([{ type: 'error', message: 'slow down', status: 429, code: 'rate_limited' }, { type: 'done' }]);
  });
});

describe('readChatEvents: stopping', () => {
  function openStream(first: string, onCancel: () => void): Response {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) controller.enqueue(encode(first));
        sent = true;
        return new Promise(() => undefined);
      },
      cancel: onCancel,
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  }

  it('ends quietly with done when the caller aborts', async () => {
    const controller = new AbortController();
    const cancel = vi.fn();
    const events: ChatEvent[] = [];
    for await (const event of readChatEvents(openStream(`data: ${chunk('part')}\n\n`, cancel), openaiAdapter, controller.signal)) {
      events.push(event);
      if (event.type === 'text') controller.abort();
    }
    expect(events).toEqual([{ type: 'text', text: 'part' }, { type: 'done' }]);
    expect(cancel).toHaveBeenCalled();
  });

  it('aborting before any text is not an empty response', async () => {
    const controller = new AbortController();
    controller.abort();
    const events = await read(openStream('', () => undefined), controller.signal);
    expect(events).toEqual([{ type: 'done' }]);
  });

  it('cancels the body when the consumer stops early', async () => {
    const cancel = vi.fn();
    for await (const event of readChatEvents(openStream(`data: ${chunk('x')}\n\n`, cancel), openaiAdapter)) {
      if (event.type === 'text') break;
    }
    expect(cancel).toHaveBeenCalled();
  });

  it('reports a connection that breaks mid-stream', async () => {
    let step = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (step++ === 0) controller.enqueue(encode(`data: ${chunk('half')}\n\n`));
        else controller.error(new TypeError('terminated'));
      },
    });
    const events = await read(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    expect(events).toEqual([
      { type: 'text', text: 'half' },
      { type: 'error', message: 'terminated', code: 'connection_lost' },
      { type: 'done' },
    ]);
  });

  it('names a cut that our server announced as the provider falling silent, not as a lost connection', async () => {
    const cutAfterNotice = (end: (controller: ReadableStreamDefaultController<Uint8Array>) => void) => {
      let step = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          step += 1;
          if (step === 1) controller.enqueue(encode(`data: ${chunk('half a sentence')}\n\n`));
          else if (step === 2) controller.enqueue(upstreamIdleNotice());
          else end(controller);
        },
      });
    };
    const stalled = { type: 'error', message: 'The server ended the stream: the provider sent nothing for too long', code: 'stalled' };
    for (const end of [(c: ReadableStreamDefaultController<Uint8Array>) => c.error(new TypeError('network error')), (c: ReadableStreamDefaultController<Uint8Array>) => c.close()]) {
      const events = await read(new Response(cutAfterNotice(end), { headers: { 'content-type': 'text/event-stream' } }));
      expect(events).toEqual([{ type: 'text', text: 'half a sentence' }, stalled, { type: 'done' }]);
    }
  });

  it('ends a stream that goes silent past the idle limit, keeping what came', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode(`data: ${chunk('before the silence')}\n\n`));
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    const events = await collectAll(readChatEvents(response, openaiAdapter, undefined, { idleMs: 30 }));
    expect(events).toEqual([
      { type: 'text', text: 'before the silence' },
      { type: 'error', message: 'No data for 30 ms', code: 'stalled' },
      { type: 'done' },
    ]);
  });
});
