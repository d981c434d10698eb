// Bodies held whole (a shared chat, an artifact, a chat the provider proxy must read) are charged to
// the byte budget before a byte is read and given back once answered; a small chat that would only
// be held for speed is streamed when the budget is full.

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCall, fakeEnv, startApp, startFake } from '../../tests/fakes/harness';
import type { FakeProviders } from '../../tests/fakes/server.mjs';
import { ByteBudget } from './byte-budget';
import { loadConfig } from './config';
import { artifactRoutes } from './routes/artifacts';
import { shareRoutes } from './routes/share';
import { createFileStore } from './store/file-store';

const BUDGET_BYTES = 1000;

async function routesWith(budget: ByteBudget) {
  const config = loadConfig({});
  const store = createFileStore(await mkdtemp(join(tmpdir(), 'polychat-held-')));
  return { share: shareRoutes({ config, store, budget }), artifacts: artifactRoutes({ config, store, budget }) };
}

const postOf = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'content-length': String(new TextEncoder().encode(body).byteLength) },
  body,
});

describe('the byte budget of bodies held whole', () => {
  it('refuses a shared chat or an artifact it has no room for as busy, and takes one that fits', async () => {
    const budget = new ByteBudget(BUDGET_BYTES);
    const { share, artifacts } = await routesWith(budget);
    const longChat = JSON.stringify({ items: [{ from: 'human', value: 'x'.repeat(BUDGET_BYTES) }] });
    const refused = await share.request('/', postOf(longChat));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toMatchObject({ error: true, code: 'too_many_requests' });
    expect((await artifacts.request('/', postOf(JSON.stringify({ content: `<svg>${'x'.repeat(BUDGET_BYTES)}</svg>` })))).status).toBe(429);

    expect((await share.request('/', postOf(JSON.stringify({ items: [{ from: 'human', value: 'hello' }] })))).status).toBe(200);
    expect((await artifacts.request('/', postOf(JSON.stringify({ content: '<svg></svg>' })))).status).toBe(201);
    // Given back once answered.
    expect(budget.inUse).toBe(0);
  });

  it('charges a body sent without a length at the route limit, so a full budget refuses it unread', async () => {
    const budget = new ByteBudget(BUDGET_BYTES);
    const { share } = await routesWith(budget);
    const chunked = new Blob([JSON.stringify({ items: [{ from: 'human', value: 'hi' }] })]).stream();
    const response = await share.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(429);
  });
});

describe('the provider proxy with the budget full', () => {
  let fake: FakeProviders & { url: string };
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake.close());

  it('streams a small chat instead of holding it, and refuses only what must be held (Tencent signs the body)', async () => {
    const app = await startApp(fakeEnv(fake.url), { proxy: { budget: new ByteBudget(0) } });
    try {
      const chat = chatCall('openai', 'small and welcome');
      const streamed = await fetch(`${app.url}/api/openai/${chat.path}`, { method: 'POST', headers: chat.headers, body: chat.body });
      expect(streamed.status).toBe(200);
      await streamed.text();
      expect(fake.requests.at(-1)?.body).toBe(chat.body);

      const signed = chatCall('tencent', 'signed');
      const busy = await fetch(`${app.url}/api/tencent/${signed.path}`, { method: 'POST', headers: signed.headers, body: signed.body });
      expect(busy.status).toBe(429);
      expect(await busy.json()).toMatchObject({ code: 'too_many_requests' });
    } finally {
      await app.close();
    }
  });
});
