// An upstream that drops mid-stream, cut at every byte of its last chunk: a real server on real
// sockets between a raw-socket client and a raw-socket upstream. Whatever the upstream sent before
// the drop must reach the client, byte for byte, and the client must see the stream fail (no final
// empty chunk), never end as if the reply were finished.
// The proxy is handed the upstream's answer only once the upstream's connection has closed: what a
// busy server sees when the last bytes and the drop arrive while it is doing something else (one
// run of the end-to-end tests lost the text before a drop that way).

import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../../tests/fakes/harness';
import { chatOverSocket, type Received } from './socket-test-support';
import { fetchUpstream, type Fetcher } from '../safe-fetch';
import { SMALL_BODY_BYTES } from '../limits';

/** The answer's chunks before the one that is cut, and the cut one. */
const EARLIER_CHUNKS = ['data: {"choices":[{"delta":{"content":"Echo"}}]}\n\n', 'data: {"choices":[{"delta":{"content":": he"}}]}\n\n'];
const LAST_CHUNK = 'data: {"choices":[{"delta":{"content":"llo"}}]}\n\n';

const wireChunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
const LAST_WIRE = wireChunk(LAST_CHUNK);
/** Bytes of the last chunk's size line, before its data. */
const LAST_HEAD_BYTES = LAST_WIRE.indexOf('\r\n') + 2;
/** Every place the last chunk can be cut: before its first byte, between any two, after its last. */
const CUTS = Array.from({ length: LAST_WIRE.length + 1 }, (_, cut) => cut);

/** A chat request that names where its answer is to be cut; `padBytes` makes it large enough to be
 * streamed to the upstream rather than held whole (the proxy's two ways of calling out). */
const chatBody = (cut: number, padBytes: number) => JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: `cut at ${cut}` }], pad: 'x'.repeat(padBytes) });

interface DroppingUpstream {
  url: string;
  /** Settles once the connection that answered the request cut at `cut` has closed. */
  closed(cut: number): Promise<void>;
  close(): Promise<void>;
}

/** An upstream that answers each request with the earlier chunks and the first `cut` bytes of the
 * last one's wire form, then closes the connection. */
function startDroppingUpstream(): Promise<DroppingUpstream> {
  const closings = new Map<number, Promise<void>>();
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('latin1');
    socket.on('error', () => undefined);
    socket.on('data', (text: string) => {
      request += text;
      const end = request.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = request.slice(0, end);
      // A streamed body comes chunked, ended by an empty chunk; a whole one has its length.
      if (/transfer-encoding: chunked/i.test(headers)) {
        if (!request.endsWith('\r\n0\r\n\r\n')) return;
      } else if (request.length - end - 4 < Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0)) return;
      const cut = Number(/cut at (\d+)/.exec(request)?.[1]);
      closings.set(cut, new Promise((resolve) => socket.once('close', () => resolve())));
      const head = 'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n';
      socket.end(head + EARLIER_CHUNKS.map(wireChunk).join('') + LAST_WIRE.slice(0, cut), 'latin1');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        closed: (cut) => closings.get(cut) ?? Promise.reject(new Error(`No request cut at ${cut}`)),
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

let upstream: DroppingUpstream;
let app: RunningApp;

beforeAll(async () => {
  upstream = await startDroppingUpstream();
  // The real outbound call, whose answer waits until the upstream's connection has closed.
  const fetcher: Fetcher = async (url, init) => {
    const response = await fetchUpstream(url, init);
    const cut = Number(/cut at (\d+)/.exec(init.body instanceof Uint8Array ? new TextDecoder().decode(init.body) : '')?.[1] ?? lastStreamedCut);
    await upstream.closed(cut);
    return response;
  };
  app = await startApp({ BASE_URL: upstream.url, OPENAI_API_KEY: 'sk-server' }, { proxy: { fetcher } });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

/** A streamed body cannot be read by the fetcher before it is sent; those requests go one by one. */
let lastStreamedCut = 0;

const expected = (cut: number): Received => ({ body: EARLIER_CHUNKS.join('') + LAST_CHUNK.slice(0, Math.max(0, cut - LAST_HEAD_BYTES)), finished: false });

describe('provider proxy: an upstream that drops inside its last chunk', () => {
  it('passes on every byte it sent, and the client sees the stream fail', async () => {
    const received = await Promise.all(CUTS.map((cut) => chatOverSocket(app, chatBody(cut, 0))));
    expect(received).toEqual(CUTS.map(expected));
  });

  it('does the same for a request body streamed to the upstream', async () => {
    const cut = LAST_HEAD_BYTES + 1;
    lastStreamedCut = cut;
    expect(await chatOverSocket(app, chatBody(cut, SMALL_BODY_BYTES))).toEqual(expected(cut));
  });
});
