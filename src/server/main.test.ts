// The server as a process, as an administrator runs it: what it holds under a flood of large
// bodies, and how it ends on SIGTERM with a reply still streaming.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_MAX_BODY_BYTES } from './limits';
import { startServerProcess, type ServerProcess } from '../../tests/fakes/server-process';

/** An upstream that reads every body to its end and answers 200; a held one never answers. */
let sink: http.Server;
let sinkUrl = '';
let received = 0;
beforeAll(async () => {
  sink = http.createServer((req, res) => {
    let head = '';
    req.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (head.length < 64) head += chunk.toString('utf8', 0, 64);
    });
    req.on('end', () => {
      if (head.startsWith('{"hold"')) return;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    req.on('error', () => res.destroy());
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sink.closeAllConnections();
  await new Promise((resolve) => sink.close(resolve));
});

const MB = 1024 * 1024;

/** A body sent in 1 MB pieces without Content-Length, so the server has to count it itself. */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  const piece = new Uint8Array(MB).fill(32);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(MB, bytes - sent);
      sent += size;
      controller.enqueue(size === MB ? piece : piece.subarray(0, size));
    },
  });
}

/** Posts a body of that size, chunked, or whole with its Content-Length as browsers send it. */
async function post(server: ServerProcess, bytes: number, declared = false): Promise<number> {
  try {
    const response = await fetch(`${server.url}/api/openai/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer junk-not-a-key', 'content-type': 'application/json' },
      body: declared ? new Uint8Array(bytes).fill(32) : chunkedBody(bytes),
      duplex: 'half',
    } as RequestInit);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

describe('server process: bounded memory', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ BASE_URL: sinkUrl });
  });
  afterAll(() => server.stop());

  it('stays under 300 MB resident with 40 concurrent 19 MB bodies behind a junk bearer', async () => {
    received = 0;
    // Declared too large: refused before a byte is read.
    const declared = await Promise.all(Array.from({ length: 40 }, () => post(server, 19 * MB, true)));
    expect(declared).toEqual(Array.from({ length: 40 }, () => 413));
    expect(received).toBe(0);
    // Sent without a length: counted on the way, and refused at the limit.
    const chunked = await Promise.all(Array.from({ length: 40 }, () => post(server, 19 * MB)));
    expect(chunked).toEqual(Array.from({ length: 40 }, () => 413));
    expect(received).toBeLessThanOrEqual(40 * PROVIDER_MAX_BODY_BYTES);
    expect(await server.peakRss()).toBeLessThan(300 * MB);
  }, 120_000);

  it('streams 40 concurrent 9 MB bodies through without holding them (360 MB in all)', async () => {
    received = 0;
    const statuses = await Promise.all(Array.from({ length: 40 }, () => post(server, 9 * MB)));
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
    expect(received).toBe(40 * 9 * MB);
    expect(await server.peakRss()).toBeLessThan(300 * MB);
  }, 120_000);
});

describe('server process: SIGTERM', () => {
  it('stops taking requests, lets an open stream run to the deadline, then exits', async () => {
    const server = await startServerProcess({ BASE_URL: sinkUrl, OPENAI_API_KEY: 'sk-server', SHUTDOWN_GRACE_SECONDS: '1' });
    try {
      const stream = fetch(`${server.url}/api/openai/v1/chat/completions`, { method: 'POST', body: '{"hold":true}' }).catch((error: unknown) => error);
      // The held call is in flight once the sink has it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      const sentAt = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
      expect(await exited).toBe(0);
      // The grace of 1 s, not the 120 s the held upstream would have been given.
      expect(Date.now() - sentAt).toBeLessThan(10_000);
      await stream;
      expect(server.output()).toMatch(/SIGTERM: letting 1 request\(s\) finish, for 1 s at most/);
      expect(server.output()).toMatch(/Cut 1 request\(s\) still open at the deadline/);
    } finally {
      await server.stop();
    }
  }, 30_000);

  it('exits at once when nothing is in flight', async () => {
    const server = await startServerProcess({ BASE_URL: sinkUrl, SHUTDOWN_GRACE_SECONDS: '30' });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      const sentAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - sentAt).toBeLessThan(10_000);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
