import { describe, expect, it } from 'vitest';
import type { ProviderRequest } from '../providers/adapter';
import { buildEmbeddingsRequest, EMBEDDERS, embedderKey, embedderOfKey, EmbeddingsError, readEmbeddings, type Embedder } from './embeddings';

const embedder = (provider: Embedder['provider']): Embedder => EMBEDDERS.find((e) => e.provider === provider) as Embedder;
const body = (request: ProviderRequest) => JSON.parse(request.body as string) as Record<string, unknown>;

/** Each provider's fake: it reads a request as the provider does (its path, key header and body) and
 * answers in the provider's format, one two-number vector per text (the text's length, then 1). */
function fakeProvider(request: ProviderRequest): { status: number; text: string } {
  const url = new URL(request.url, 'https://fake.test');
  const json = body(request);
  const vector = (text: string) => [text.length, 1];
  if (url.pathname === '/v1/embeddings' || url.pathname === '/compatible-mode/v1/embeddings') {
    if (request.headers.Authorization !== 'Bearer sk-1') return { status: 401, text: JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }) };
    const data = (json.input as string[]).map((text, index) => ({ object: 'embedding', index, embedding: vector(text) }));
    // Served out of order: the index says which text each vector is for.
    return { status: 200, text: JSON.stringify({ object: 'list', data: data.reverse(), model: json.model, usage: { prompt_tokens: 2, total_tokens: 2 } }) };
  }
  const azure = /^\/openai\/deployments\/([\w.-]+)\/embeddings$/.exec(url.pathname);
  if (azure) {
    if (request.headers['api-key'] !== 'sk-1' || url.searchParams.get('api-version') !== '2024-10-21') return { status: 401, text: JSON.stringify({ error: { code: '401', message: 'Access denied due to invalid subscription key.' } }) };
    return { status: 200, text: JSON.stringify({ object: 'list', data: (json.input as string[]).map((text, index) => ({ object: 'embedding', index, embedding: vector(text) })), model: azure[1] }) };
  }
  const gemini = /^\/v1beta\/models\/([\w.-]+):batchEmbedContents$/.exec(url.pathname);
  if (gemini) {
    if (request.headers['x-goog-api-key'] !== 'sk-1') return { status: 400, text: JSON.stringify({ error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } }) };
    const requests = json.requests as { model: string; content: { parts: { text: string }[] } }[];
    if (requests.some((entry) => entry.model !== `models/${gemini[1]}`)) return { status: 400, text: JSON.stringify({ error: { code: 400, message: 'model mismatch', status: 'INVALID_ARGUMENT' } }) };
    return { status: 200, text: JSON.stringify({ embeddings: requests.map((entry) => ({ values: vector(entry.content.parts.map((part) => part.text).join('')) })) }) };
  }
  return { status: 404, text: 'not found' };
}

describe('embeddings wire formats', () => {
  const endpoint = { baseUrl: 'https://fake.test/', apiKey: 'sk-1', apiVersion: '2024-10-21' };

  for (const provider of ['openai', 'azure', 'google', 'alibaba'] as const) {
    it(`asks ${provider} for one vector per text in its format and reads them back in order`, () => {
      const request = buildEmbeddingsRequest(embedder(provider), endpoint, ['ab', 'abcd'], 'document');
      expect(request.method).toBe('POST');
      const answer = fakeProvider(request);
      expect(answer.status).toBe(200);
      expect(readEmbeddings(provider, answer.status, answer.text, 2).map((vector) => [...vector])).toEqual([
        [2, 1],
        [4, 1],
      ]);
    });

    it(`turns ${provider}'s refusal into its own message`, () => {
      const request = buildEmbeddingsRequest(embedder(provider), { ...endpoint, apiKey: 'wrong' }, ['a'], 'query');
      const answer = fakeProvider(request);
      expect(() => readEmbeddings(provider, answer.status, answer.text, 1)).toThrow(EmbeddingsError);
      expect(() => readEmbeddings(provider, answer.status, answer.text, 1)).toThrow(JSON.parse(answer.text).error.message);
    });
  }

  it('sends each provider the fields its documentation names', () => {
    const openai = buildEmbeddingsRequest(embedder('openai'), { baseUrl: '/api/openai' }, ['a'], 'document');
    expect(openai.url).toBe('/api/openai/v1/embeddings');
    expect(openai.headers).not.toHaveProperty('Authorization');
    expect(body(openai)).toEqual({ model: 'text-embedding-3-small', input: ['a'], encoding_format: 'float' });
    const azure = buildEmbeddingsRequest(embedder('azure'), { baseUrl: '/api/azure' }, ['a'], 'document');
    expect(azure.url).toMatch(/^\/api\/azure\/openai\/deployments\/text-embedding-3-small\/embeddings\?api-version=/);
    expect(body(azure)).toEqual({ input: ['a'] });
    const google = buildEmbeddingsRequest(embedder('google'), { baseUrl: '/api/google' }, ['a', 'b'], 'query');
    expect(google.url).toBe('/api/google/v1beta/models/gemini-embedding-001:batchEmbedContents');
    expect(body(google)).toEqual({
      requests: ['a', 'b'].map((text) => ({ model: 'models/gemini-embedding-001', content: { parts: [{ text }] }, taskType: 'RETRIEVAL_QUERY' })),
    });
    expect(body(buildEmbeddingsRequest(embedder('google'), endpoint, ['a'], 'document')).requests).toMatchObject([{ taskType: 'RETRIEVAL_DOCUMENT' }]);
    const alibaba = buildEmbeddingsRequest(embedder('alibaba'), { baseUrl: '/api/alibaba', apiKey: 'sk-1' }, ['a'], 'document');
    expect(alibaba.url).toBe('/api/alibaba/compatible-mode/v1/embeddings');
    expect(body(alibaba)).toEqual({ model: 'text-embedding-v3', input: ['a'], encoding_format: 'float' });
  });

  it('throws on a short answer or an empty vector', () => {
    expect(() => readEmbeddings('openai', 200, JSON.stringify({ data: [{ index: 0, embedding: [1] }] }), 2)).toThrow(EmbeddingsError);
    expect(() => readEmbeddings('google', 200, JSON.stringify({ embeddings: [{ values: [] }] }), 1)).toThrow(EmbeddingsError);
  });

  it('names each embedder by a key that reads back, OpenAI\'s as before other providers', () => {
    for (const each of EMBEDDERS) expect(embedderOfKey(embedderKey(each))).toEqual(each);
    expect(embedderKey(embedder('openai'))).toBe('text-embedding-3-small');
    expect(embedderOfKey('google:gemini-embedding-001')).toEqual({ provider: 'google', model: 'gemini-embedding-001' });
    expect(embedderOfKey('nobody:model')).toBeUndefined();
  });
});
