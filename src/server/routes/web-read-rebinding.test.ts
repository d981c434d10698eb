// A name whose DNS answer changes between two lookups (DNS rebinding): the page reader judges the
// address its socket connects to, in that connection's own lookup, so a name that first answers
// with a public address and then, for the redirect's connection, with loopback reaches nothing
// inward. DNS is replaced for the test; 127.0.0.2 stands for a public address (the test's address
// guard admits it alone), 127.0.0.1 is the inside.

import type * as Dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { webReadAnswerSchema } from '../../core/schemas/web-search';
import { isBlockedAddress } from '../blocked-addresses';
import { createSafeFetch } from '../safe-fetch';
import { readThrough, startReader, type ReaderServer } from '../web-read/test-support';

const REBINDING_NAME = 'rebind.example';
/** The answers the name gives, one lookup after another. */
const answers: string[] = [];

vi.mock('node:dns', async (original) => {
  const dns = await original<typeof Dns>();
  type Callback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
  const lookup = (hostname: string, options: object, callback: Callback) => {
    if (hostname !== REBINDING_NAME) return dns.lookup(hostname, { ...options, all: true }, callback);
    const address = answers.shift() ?? '127.0.0.1';
    process.nextTick(() => callback(null, [{ address, family: 4 }]));
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});

let port = 0;
let insideHits = 0;
let outsideHits = 0;
let server: Server;
let reader: ReaderServer;

beforeAll(async () => {
  // One port on both addresses: the name is all that changes.
  server = createServer((req, res) => {
    if (req.socket.localAddress?.endsWith('127.0.0.1')) {
      insideHits += 1;
      return void res.writeHead(200, { 'content-type': 'text/plain' }).end('internal secret');
    }
    outsideHits += 1;
    if (req.url === '/again') return void res.writeHead(302, { location: `http://${REBINDING_NAME}:${port}/page` }).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end('public page');
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
  reader = await startReader({}, { fetcher: createSafeFetch((address) => address !== '127.0.0.2' && isBlockedAddress(address)) });
});

afterAll(async () => {
  await reader.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function read(path: string) {
  const [page] = webReadAnswerSchema.parse(await (await readThrough(reader, [`http://${REBINDING_NAME}:${port}${path}`])).json()).pages;
  return page;
}

it('a public answer is read', async () => {
  answers.push('127.0.0.2');
  expect(await read('/page')).toMatchObject({ ok: true, text: 'public page' });
});

it('the same name answering loopback for the redirect’s connection is refused there', async () => {
  answers.push('127.0.0.2', '127.0.0.1');
  insideHits = 0;
  outsideHits = 0;
  expect(await read('/again')).toMatchObject({ ok: false, reason: 'blocked_address' });
  expect(outsideHits).toBe(1);
  expect(insideHits).toBe(0);
});

it('a name answering loopback at once is refused before any connection', async () => {
  answers.push('127.0.0.1');
  insideHits = 0;
  expect(await read('/page')).toMatchObject({ ok: false, reason: 'blocked_address' });
  expect(insideHits).toBe(0);
});
