// The transports against a real WebDAV server (rclone) and a real Redis behind an Upstash REST
// front, called directly (no relay), as a browser does with "use proxy" off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../../tests/fakes/redis-server.mjs';
import { startUpstashFront, type UpstashFront } from '../../../tests/fakes/upstash-front.mjs';
import { hasRclone, startWebdav, type WebdavServer } from '../../../tests/fakes/webdav-server.mjs';
import { SyncError, syncRequest } from './transport';
import { upstashTransport } from './upstash';
import { webdavTransport } from './webdav';

const fetcher = (url: string, init: RequestInit) => fetch(url, init);

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return error instanceof SyncError ? error.code : String(error);
  }
  return 'no error';
}

describe.skipIf(!hasRclone)('webdavTransport', () => {
  let dav: WebdavServer;
  beforeAll(async () => {
    dav = await startWebdav({ user: 'u', pass: 'p' });
  });
  afterAll(() => dav.stop());
  const transport = (password = 'p') => webdavTransport({ endpoint: dav.url, username: 'u', password, proxy: null, fetch: fetcher });

  it('reads nothing at first, then what it wrote', async () => {
    expect(await transport().read()).toBeNull();
    await transport().write('{"state":"ü"}');
    expect(await transport().read()).toBe('{"state":"ü"}');
  });

  it('checks the credentials and reports a refusal as such', async () => {
    expect(await transport().check()).toBe(true);
    expect(await transport('wrong').check()).toBe(false);
    expect(await failure(() => transport('wrong').read())).toBe('unauthorized');
  });
});

describe.skipIf(!hasRedisServer)('upstashTransport', () => {
  let redis: RedisServer;
  let front: UpstashFront;
  beforeAll(async () => {
    redis = await startRedisServer();
    front = await startUpstashFront({ redisUrl: redis.url, token: 't' });
  });
  afterAll(async () => {
    await front.stop();
    await redis.stop();
  });
  const transport = (name: string, apiKey = 't') => upstashTransport({ endpoint: front.url, username: name, apiKey, proxy: null, fetch: fetcher });

  it('writes a state in chunks of at most a megabyte and reads it back whole', async () => {
    const state = JSON.stringify({ text: 'word '.repeat(500_000) });
    expect(await transport('big').read()).toBeNull();
    await transport('big').write(state);
    const count = await (await fetch(`${front.url}/get/big-chunk-count`, { headers: { authorization: 'Bearer t' } })).json();
    expect(count).toEqual({ result: '3' });
    expect(await transport('big').read()).toBe(state);
  });

  it('refuses a state missing a chunk, and a wrong token', async () => {
    await transport('holey').write('x '.repeat(800_000));
    await front.deleteKey('holey-chunk-1');
    expect(await failure(() => transport('holey').read())).toBe('remote_incomplete');
    expect(await failure(() => transport('holey', 'wrong').read())).toBe('unauthorized');
    expect(await transport('holey', 'wrong').check()).toBe(false);
    expect(await transport('holey').check()).toBe(true);
  });
});

describe('syncRequest', () => {
  it.each([
    [401, 'unauthorized'],
    [500, 'server_error'],
    [502, 'unreachable'],
    [504, 'timeout'],
  ])('turns HTTP %i into %s', async (status, code) => {
    expect(await failure(() => syncRequest(async () => new Response(null, { status }), 'http://x/', {}))).toBe(code);
  });

  it('turns a failed connection into unreachable', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await failure(() => syncRequest(refused, 'http://x/', {}))).toBe('unreachable');
  });
});
