// A provider that falls silent after its first words, behind a real server on real sockets: the
// client gets every word, then the server's notice that the provider went silent, then a clean end
// of the chunked body. A cut after the notice lost it in a browser that dropped what it had not yet
// handed to the page when the connection failed (an end-to-end run named the stall a lost line).

import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../../tests/fakes/harness';
import { chatOverSocket } from './socket-test-support';
import { upstreamIdleNotice } from '../../core/stream/idle-notice';

const FIRST_WORDS = 'data: {"choices":[{"delta":{"content":"Echo"}}]}\n\n';
const wireChunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

/** An upstream that answers with its first words and then sends nothing, holding the socket open. */
function startSilentUpstream(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    let request = '';
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => {
      request += text;
      const end = request.indexOf('\r\n\r\n');
      if (end < 0 || request.length - end - 4 < Number(/content-length: (\d+)/i.exec(request)?.[1] ?? 0)) return;
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n' + wireChunk(FIRST_WORDS), 'latin1');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

const chatBody = JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'tides' }] });

let upstream: Awaited<ReturnType<typeof startSilentUpstream>>;
let app: RunningApp;

beforeAll(async () => {
  upstream = await startSilentUpstream();
  app = await startApp({ BASE_URL: upstream.url, OPENAI_API_KEY: 'sk-server', UPSTREAM_IDLE_SECONDS: '1' });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('provider proxy: a provider that falls silent mid-answer', () => {
  it('sends what arrived, then the notice, then ends the body cleanly', async () => {
    const received = await Promise.all(Array.from({ length: 8 }, () => chatOverSocket(app, chatBody)));
    const notice = new TextDecoder().decode(upstreamIdleNotice());
    for (const answer of received) expect(answer).toEqual({ body: FIRST_WORDS + notice, finished: true });
  });
});
