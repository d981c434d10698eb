// The page reader's SSRF table, built from the ways other chat clients' page fetchers were pointed
// inward: every spelling of a loopback, private or metadata address (decimal, octal and hex IPv4,
// IPv4-mapped IPv6 in dotted and hex form, NAT64, 6to4, Teredo, IPv4-compatible), a name that
// resolves to one, userinfo and backslash tricks. Without WEB_FETCH_ALLOWED_HOSTS each is refused
// as blocked_address and the target, listening on every loopback form, is never reached. One URL
// parser (WHATWG) reads every address, so what is judged is what is connected to: listing the one
// host a spelling stands for admits that spelling.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webReadAnswerSchema } from '../../core/schemas/web-search';
import { startApp, type RunningApp } from '../../../tests/fakes/harness';
import { readThrough } from '../web-read/test-support';

let target: Server;
let port = 0;
let hits = 0;
/** The Authorization header of the last request that reached the target. */
let authorization: string | undefined;
let app: RunningApp;

beforeAll(async () => {
  target = createServer((req, res) => {
    hits += 1;
    authorization = req.headers.authorization;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('internal secret');
  });
  // "::" takes both families: 127.0.0.1 and ::1 reach it alike.
  await new Promise<void>((resolve) => target.listen(0, '::', resolve));
  port = (target.address() as AddressInfo).port;
  app = await startApp({ DATA_DIR: '/nonexistent-web-read-attacks' });
});

afterAll(async () => {
  await app.close();
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
});

beforeEach(() => {
  hits = 0;
});

/** Each address, with the host a URL parser makes of it. */
const ATTACKS: Array<[string, (port: number) => string]> = [
  ['loopback', (p) => `http://127.0.0.1:${p}/`],
  ['another loopback', (p) => `http://127.1.2.3:${p}/`],
  ['decimal', (p) => `http://2130706433:${p}/`],
  ['hex', (p) => `http://0x7f000001:${p}/`],
  ['short hex', (p) => `http://0x7f.1:${p}/`],
  ['octal', (p) => `http://017700000001:${p}/`],
  ['dotted octal', (p) => `http://0177.0.0.01:${p}/`],
  ['short form', (p) => `http://127.1:${p}/`],
  ['zero', (p) => `http://0:${p}/`],
  ['0.0.0.0', (p) => `http://0.0.0.0:${p}/`],
  ['a name that resolves to loopback', (p) => `http://localhost:${p}/`],
  ['IPv6 loopback', (p) => `http://[::1]:${p}/`],
  ['IPv6 unspecified', (p) => `http://[::]:${p}/`],
  ['IPv4-mapped, dotted', (p) => `http://[::ffff:127.0.0.1]:${p}/`],
  ['IPv4-mapped, hex', (p) => `http://[::ffff:7f00:1]:${p}/`],
  ['IPv4-mapped, written out', (p) => `http://[0:0:0:0:0:ffff:7f00:1]:${p}/`],
  ['IPv4-compatible', (p) => `http://[::127.0.0.1]:${p}/`],
  ['IPv4-translated', (p) => `http://[::ffff:0:127.0.0.1]:${p}/`],
  ['NAT64 of loopback', (p) => `http://[64:ff9b::127.0.0.1]:${p}/`],
  ['NAT64 of metadata, hex', () => 'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/'],
  ['6to4 of loopback', (p) => `http://[2002:7f00:1::]:${p}/`],
  ['Teredo', (p) => `http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${p}/`],
  ['unique-local', (p) => `http://[fd00::1]:${p}/`],
  ['link-local IPv6', (p) => `http://[fe80::1]:${p}/`],
  ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
  ['metadata in decimal', () => 'http://2852039166/latest/meta-data/'],
  ['private 10/8', (p) => `http://10.0.0.1:${p}/`],
  ['private 192.168/16', (p) => `http://192.168.1.1:${p}/`],
  ['carrier-grade NAT', (p) => `http://100.64.0.1:${p}/`],
  ['userinfo before loopback', (p) => `http://example.com@127.0.0.1:${p}/`],
  ['user and password', (p) => `http://user:pass@127.0.0.1:${p}/`],
  ['backslash after the host', (p) => `http://127.0.0.1:${p}\\@example.com/`],
  ['backslashes for slashes', (p) => `http:\\\\127.0.0.1:${p}\\`],
  ['upper-case scheme', (p) => `HTTP://127.0.0.1:${p}/`],
  ['percent-encoded host', (p) => `http://%31%32%37.0.0.1:${p}/`],
  ['full-width digits', (p) => `http://１２７.０.０.１:${p}/`],
];

describe('the page reader refuses every inward address', () => {
  it.each(ATTACKS)('%s', async (_label, url) => {
    const address = url(port);
    const response = await readThrough(app, [address]);
    expect(response.status).toBe(200);
    const [page] = webReadAnswerSchema.parse(await response.json()).pages;
    expect(page).toEqual({ ok: false, url: address, reason: 'blocked_address' });
    expect(hits).toBe(0);
  });

  it('a name with a trailing dot reaches nothing, whether or not the resolver knows it', async () => {
    const address = `http://localhost.:${port}/`;
    const [page] = webReadAnswerSchema.parse(await (await readThrough(app, [address])).json()).pages;
    expect(page?.ok).toBe(false);
    expect(hits).toBe(0);
  });

  it('listing the one host that spellings stand for admits them: the parser that judges is the one that connects', async () => {
    const listed = await startApp({ DATA_DIR: '/nonexistent-web-read-attacks', WEB_FETCH_ALLOWED_HOSTS: `127.0.0.1:${port}` });
    try {
      const spellings = [`http://2130706433:${port}/`, `http://0x7f.1:${port}/`, `http://017700000001:${port}/`, `http://example.com@127.0.0.1:${port}/`, `http://127.0.0.1:${port}\\@example.com/`];
      const pages = webReadAnswerSchema.parse(await (await readThrough(listed, spellings)).json()).pages;
      expect(pages.map((page) => page.ok && page.text)).toEqual(spellings.map(() => 'internal secret'));
      expect(hits).toBe(spellings.length);
      // A user name and password in the address are never sent on.
      await readThrough(listed, [`http://user:pass@127.0.0.1:${port}/`]);
      expect(hits).toBe(spellings.length + 1);
      expect(authorization).toBeUndefined();
      // Another spelling of loopback that the list does not name stays refused.
      const [other] = webReadAnswerSchema.parse(await (await readThrough(listed, [`http://[::1]:${port}/`])).json()).pages;
      expect(other).toMatchObject({ ok: false, reason: 'blocked_address' });
    } finally {
      await listed.close();
    }
  });
});
