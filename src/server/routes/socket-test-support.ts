// A chat request on a raw socket and what came back, de-chunked: for tests that must see how the
// server ends an answer (its final empty chunk, or none), which fetch hides.

import net from 'node:net';
import type { RunningApp } from '../../../tests/fakes/harness';

export interface Received {
  body: string;
  /** Whether the chunked body ended with its final empty chunk. */
  finished: boolean;
}

/** The de-chunked body of a raw HTTP answer, and whether it ended cleanly. */
function dechunk(raw: string): Received {
  let rest = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  let body = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return { body, finished: false };
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (size === 0) return { body, finished: rest.slice(lineEnd + 2).startsWith('\r\n') };
    const data = rest.slice(lineEnd + 2, lineEnd + 2 + size);
    body += data;
    if (data.length < size) return { body, finished: false };
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/** A chat request on a raw socket; everything the server sent until it closed. */
export function chatOverSocket(app: RunningApp, body: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(app.url).port) });
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => (raw += text));
    socket.on('error', reject);
    socket.on('close', () => resolve(dechunk(raw)));
    socket.write(
      `POST /api/openai/v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
