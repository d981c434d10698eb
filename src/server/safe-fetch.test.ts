import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from './blocked-addresses';
import { createSafeFetch, fetchUpstream, OutboundError, safeFetch } from './safe-fetch';

describe('isBlockedAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:8.8.8.8', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '64:ff9b::10.0.0.1', '64:ff9b::a00:1', 'not-an-ip'])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '64:ff9b::8.8.8.8'])('allows %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

async function listen(server: Server, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

/** Resolves to an OutboundError code, or 'connected' if the request got through. */
async function outcome(promise: Promise<Response>): Promise<string> {
  try {
    const response = await promise;
    await response.body?.cancel();
    return 'connected';
  } catch (error) {
    return error instanceof OutboundError ? error.code : `other: ${(error as Error).message}`;
  }
}

describe('safeFetch', () => {
  let loopback: Server;
  let loopbackUrl = '';
  let loopbackHits = 0;
  let redirector: Server;
  let redirectorUrl = '';
  let other: Server;
  let otherUrl = '';
  let otherAuth: string | undefined;

  beforeAll(async () => {
    loopback = createServer((_req, res) => {
      loopbackHits += 1;
      res.end('internal secret');
    });
    loopbackUrl = await listen(loopback, '127.0.0.1');
    // The redirecting server and its neighbour live on 127.0.0.2, the one address the test guard
    // admits; every other private address stays refused.
    redirector = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/ok') return res.end(`ok ${req.method}`);
      if (url.pathname === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '/ok' }).end();
    });
    redirectorUrl = await listen(redirector, '127.0.0.2');
    other = createServer((req, res) => {
      otherAuth = req.headers.authorization;
      res.end('other');
    });
    otherUrl = await listen(other, '127.0.0.2');
  });
  afterAll(async () => {
    for (const server of [loopback, redirector, other]) await new Promise((resolve) => server.close(resolve));
  });

  const testFetch = createSafeFetch((address) => address !== '127.0.0.2' && isBlockedAddress(address));

  it.each(['http://127.0.0.1:PORT/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:127.0.0.1]:PORT/', 'http://[::1]:PORT/', 'http://localhost:PORT/', 'http://0x7f.1:PORT/'])(
    'refuses %s',
    async (target) => {
      const port = new URL(loopbackUrl).port;
      expect(await outcome(safeFetch(target.replace('PORT', port)))).toBe('blocked_address');
      expect(loopbackHits).toBe(0);
    },
  );

  it.each(['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/'])('refuses the scheme of %s', async (target) => {
    expect(await outcome(safeFetch(target))).toBe('bad_scheme');
  });

  it('follows a redirect to an allowed address, turning a 303 POST into a GET', async () => {
    const response = await testFetch(`${redirectorUrl}/go?status=303&to=/ok`, { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(await response.text()).toBe('ok GET');
  });

  it.each(['http://127.0.0.1:PORT/', 'http://[::1]:PORT/', 'http://localhost:PORT/', 'http://10.0.0.1/', 'http://169.254.169.254/', 'http://[::ffff:127.0.0.1]:PORT/'])(
    'refuses a redirect to %s',
    async (target) => {
      const port = new URL(loopbackUrl).port;
      const to = encodeURIComponent(target.replace('PORT', port));
      expect(await outcome(testFetch(`${redirectorUrl}/go?to=${to}`))).toBe('blocked_address');
      expect(loopbackHits).toBe(0);
    },
  );

  it('sends a streamed body, and does not follow a redirect that would send it again', async () => {
    const stream = (text: string) => new Blob([text]).stream();
    const sent = await testFetch(`${redirectorUrl}/ok`, { method: 'PUT', body: stream('backup') });
    expect(await sent.text()).toBe('ok PUT');
    expect(await outcome(testFetch(`${redirectorUrl}/go?status=307&to=/ok`, { method: 'PUT', body: stream('backup') }))).toBe('bad_redirect');
    const seeOther = await testFetch(`${redirectorUrl}/go?status=303&to=/ok`, { method: 'POST', body: stream('value') });
    expect(await seeOther.text()).toBe('ok GET');
  });

  it('reads nothing of a streamed body for an address it refuses', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => void (pulled += 1, controller.enqueue(new Uint8Array(1024))) }, { highWaterMark: 0 });
    const port = new URL(loopbackUrl).port;
    expect(await outcome(safeFetch(`http://localhost:${port}/`, { method: 'PUT', body }))).toBe('blocked_address');
    expect(pulled).toBe(0);
  });

  it('stops after five redirects', async () => {
    expect(await outcome(testFetch(`${redirectorUrl}/loop`))).toBe('too_many_redirects');
  });

  it('keeps redirects inside allowHosts', async () => {
    expect(await outcome(testFetch(`${redirectorUrl}/go?to=${encodeURIComponent('http://example.com/')}`, {}, { allowHosts: ['127.0.0.2'] }))).toBe('host_not_allowed');
  });

  it('drops credentials when a redirect changes origin', async () => {
    const response = await testFetch(`${redirectorUrl}/go?to=${encodeURIComponent(`${otherUrl}/`)}`, { headers: { authorization: 'Bearer secret' } });
    expect(await response.text()).toBe('other');
    expect(otherAuth).toBeUndefined();
  });
});

describe('fetchUpstream', () => {
  it('refuses a status no Response can carry, as an error of the call rather than of the process', async () => {
    const odd = createNetServer((socket) => socket.once('data', () => socket.end('HTTP/1.1 999 Odd\r\ncontent-length: 0\r\n\r\n')));
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    try {
      expect(await outcome(fetchUpstream(`http://127.0.0.1:${(odd.address() as AddressInfo).port}/`, {}))).toBe('bad_status');
    } finally {
      odd.close();
    }
  });

  it('sends a whole body once more when the kept-alive socket it took was reset by the upstream', async () => {
    // The first connection answers once and keeps the socket, then resets it when the next request
    // comes on it: what an upstream's idle time-out closing the socket as it is reused looks like.
    let connections = 0;
    const upstream = createNetServer((socket) => {
      connections += 1;
      const first = connections === 1;
      let requests = 0;
      socket.on('data', (chunk) => {
        if (!chunk.toString('latin1').includes('\r\n\r\n')) return;
        requests += 1;
        if (first && requests === 2) {
          socket.resetAndDestroy();
          return;
        }
        socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1/chat/completions`;
    try {
      const first = await fetchUpstream(url, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
      expect(await first.text()).toBe('ok');
      const second = await fetchUpstream(url, { method: 'POST', body: '{"a":2}', headers: { 'content-type': 'application/json' } });
      expect(second.status).toBe(200);
      expect(await second.text()).toBe('ok');
      expect(connections).toBe(2);
    } finally {
      upstream.close();
    }
  });
});
