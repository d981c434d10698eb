import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultyWebdav } from './faulty-webdav.mjs';
import { hasRedisServer, startRedisServer, type RedisServer } from './redis-server.mjs';
import { startUpstashFront, type UpstashFront } from './upstash-front.mjs';
import { hasRclone, startWebdav, type WebdavServer } from './webdav-server.mjs';

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe.skipIf(!hasRclone)('WebDAV server (rclone)', () => {
  let webdav: WebdavServer;
  beforeAll(async () => {
    webdav = await startWebdav({ user: 'alice', pass: 's3cret' });
  });
  afterAll(() => webdav.stop());

  it('creates a folder, stores a file with basic auth and serves it back', async () => {
    const auth = basic('alice', 's3cret');
    expect((await fetch(`${webdav.url}backup/`, { method: 'MKCOL', headers: { authorization: auth } })).status).toBe(201);
    const put = await fetch(`${webdav.url}backup/data.json`, { method: 'PUT', headers: { authorization: auth }, body: '{"a":1}' });
    expect(put.status).toBe(201);
    const get = await fetch(`${webdav.url}backup/data.json`, { headers: { authorization: auth } });
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('{"a":1}');
    expect(readFileSync(join(webdav.dir, 'backup/data.json'), 'utf8')).toBe('{"a":1}');
  });

  it('refuses a wrong password', async () => {
    const put = await fetch(`${webdav.url}nope.json`, { method: 'PUT', headers: { authorization: basic('alice', 'wrong') }, body: 'x' });
    expect(put.status).toBe(401);
  });
});

describe('faulty WebDAV server', () => {
  it('answers every PUT with the given status and GET with the given body', async () => {
    const faulty = await startFaultyWebdav({ status: 500, body: 'old backup' });
    try {
      expect((await fetch(`${faulty.url}b/data.json`, { method: 'PUT', body: 'x' })).status).toBe(500);
      expect(await (await fetch(`${faulty.url}b/data.json`)).text()).toBe('old backup');
      expect(faulty.puts).toEqual(['/b/data.json']);
    } finally {
      await faulty.stop();
    }
  });

  it('never answers a PUT once it stalls', async () => {
    const faulty = await startFaultyWebdav({ hangAfterBytes: 4 });
    try {
      const put = fetch(`${faulty.url}data.json`, { method: 'PUT', body: 'x'.repeat(100), signal: AbortSignal.timeout(300) });
      await expect(put).rejects.toThrow(/timeout|aborted/i);
    } finally {
      await faulty.stop();
    }
  });
});

describe.skipIf(!hasRedisServer)('Upstash REST front over Redis', () => {
  let redis: RedisServer;
  let front: UpstashFront;
  const bearer = { authorization: 'Bearer test-token' };
  beforeAll(async () => {
    redis = await startRedisServer();
    front = await startUpstashFront({ redisUrl: redis.url, token: 'test-token' });
  });
  afterAll(async () => {
    await front?.stop();
    await redis?.stop();
  });

  it('sets a value from the POST body and gets it back', async () => {
    const set = await fetch(`${front.url}/set/polychat-backup`, { method: 'POST', headers: bearer, body: '{"chats":[] }' });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ result: 'OK' });
    const get = await fetch(`${front.url}/get/polychat-backup`, { headers: bearer });
    expect(await get.json()).toEqual({ result: '{"chats":[] }' });
  });

  it('sets a value from the path', async () => {
    await fetch(`${front.url}/set/k/${encodeURIComponent('a/b c')}`, { headers: bearer });
    expect(await (await fetch(`${front.url}/get/k`, { headers: bearer })).json()).toEqual({ result: 'a/b c' });
  });

  it('answers null for a missing key, also one deleted behind its back', async () => {
    expect(await (await fetch(`${front.url}/get/never-set`, { headers: bearer })).json()).toEqual({ result: null });
    await fetch(`${front.url}/set/chunk-0`, { method: 'POST', headers: bearer, body: 'part' });
    await front.deleteKey('chunk-0');
    expect(await (await fetch(`${front.url}/get/chunk-0`, { headers: bearer })).json()).toEqual({ result: null });
  });

  it('requires the bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const get = await fetch(`${front.url}/get/polychat-backup`, { headers });
      expect(get.status).toBe(401);
      expect(await get.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('refuses unknown commands and wrong argument counts', async () => {
    const unknown = await fetch(`${front.url}/flushall`, { headers: bearer });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/^ERR unknown command/);
    expect((await fetch(`${front.url}/get/a/b`, { headers: bearer })).status).toBe(400);
  });

  it('answers a CORS preflight without a token', async () => {
    const preflight = await fetch(`${front.url}/get/x`, { method: 'OPTIONS', headers: { origin: 'http://app.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });
});
