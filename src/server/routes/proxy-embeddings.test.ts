// Meaning search's embeddings through the server: the paths of Azure, Gemini and DashScope
// embeddings are forwarded with the server's key, and the neighbouring paths are not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbeddingsRequest, EMBEDDERS, readEmbeddings } from '../../core/knowledge/embeddings';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { fakeEnv, SERVER_KEYS, startFake } from '../../../tests/fakes/harness';
import type { FakeProviders } from '../../../tests/fakes/server.mjs';

let fake: FakeProviders & { url: string };
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());

describe('provider proxy: embeddings', () => {
  for (const embedder of EMBEDDERS) {
    it(`forwards ${embedder.provider}'s embeddings with the server's key`, async () => {
      const app = createApp({ config: loadConfig(fakeEnv(fake.url)) });
      const request = buildEmbeddingsRequest(embedder, { baseUrl: `/api/${embedder.provider}` }, ['tide tables', 'sourdough'], 'document');
      const response = await app.request(request.url, { method: request.method, headers: request.headers, body: request.body ?? null });
      expect(response.status).toBe(200);
      const vectors = readEmbeddings(embedder.provider, response.status, await response.text(), 2);
      expect(vectors.map((vector) => vector.some((x) => x !== 0))).toEqual([true, true]);
      const key = { openai: `Bearer ${SERVER_KEYS.openai}`, azure: SERVER_KEYS.azure, google: SERVER_KEYS.google, alibaba: `Bearer ${SERVER_KEYS.alibaba}` }[embedder.provider];
      const header = { openai: 'authorization', azure: 'api-key', google: 'x-goog-api-key', alibaba: 'authorization' }[embedder.provider];
      expect(fake.last()?.headers[header]).toBe(key);
    });
  }

  it('still refuses the paths next to them', async () => {
    const app = createApp({ config: loadConfig(fakeEnv(fake.url)) });
    for (const path of ['google/v1beta/models/gemini-embedding-001:embedText', 'alibaba/compatible-mode/v1/chat/completions', 'azure/openai/deployments/x/embeddings/extra']) {
      const response = await app.request(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'path_not_allowed' });
    }
  });
});
