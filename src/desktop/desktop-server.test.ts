import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launchUrl } from '../server/launch-gate';
import { startDesktopServer, type DesktopServer } from './desktop-server';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request, so the test sets `Origin` and `Sec-Fetch-Site` as a browser would. */
function send(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let dir = '';
let server: DesktopServer;
let cookie = '';
let own = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'polychat-desktop-server-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>PolyChat</title>');
  server = await startDesktopServer({ webRoot: dir, dataDir: join(dir, 'data') });
  own = `http://${server.gate.host}`;
  const launched = await send(launchUrl(server.gate));
  cookie = String(launched.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^polychat-session=/);
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const artifact = JSON.stringify({ content: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' });
const post = (headers: Record<string, string>) =>
  send(`${own}/api/artifacts`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', ...headers }, body: artifact });

describe('the desktop server and pages on other ports of 127.0.0.1', () => {
  it('refuses a state-changing request from another port, though the browser sent the session cookie', async () => {
    const otherPort = server.port === 65535 ? server.port - 1 : server.port + 1;
    const otherOrigin = `http://127.0.0.1:${otherPort}`;
    // What a browser sends for a page on another port: SameSite counts the port as the same site.
    expect((await post({ origin: otherOrigin, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ origin: otherOrigin })).status).toBe(403);
    // A forged Origin does not help while the browser says where the request came from.
    expect((await post({ origin: own, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    // A sandboxed frame's opaque origin, and no origin at all, are not the window either.
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await post({})).status).toBe(403);
  });

  it("still serves the window's own requests, reads and writes", async () => {
    const stored = await post({ origin: own, 'sec-fetch-site': 'same-origin' });
    expect(stored.status).toBe(201);
    const { id } = JSON.parse(stored.body) as { id: string };
    // Without Sec-Fetch-Site (an older web view), the Origin alone decides.
    expect((await post({ origin: own })).status).toBe(201);

    expect((await send(`${own}/api/artifacts/${id}`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await send(`${own}/api/config`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    // The window's first page after the launch redirect is a navigation.
    const page = await send(`${own}/`, { headers: { cookie, 'sec-fetch-site': 'none' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('PolyChat');
  });
});
