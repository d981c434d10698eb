import { describe, expect, it } from 'vitest';
import { buildEmbeddingsRequest, EmbeddingsError, readEmbeddings } from './embeddings';

describe('embeddings wire format', () => {
  it('asks for one vector per text, with the key when there is one', () => {
    const request = buildEmbeddingsRequest({ baseUrl: '/api/openai/', apiKey: 'sk-1' }, 'text-embedding-3-small', ['a', 'b']);
    expect(request.url).toBe('/api/openai/v1/embeddings');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer sk-1' });
    expect(JSON.parse(request.body as string)).toEqual({ model: 'text-embedding-3-small', input: ['a', 'b'], encoding_format: 'float' });
  });

  it('reads the vectors back in the order of the texts', () => {
    const answer = JSON.stringify({ data: [{ index: 1, embedding: [0, 1] }, { index: 0, embedding: [1, 0] }] });
    expect(readEmbeddings(200, answer, 2).map((vector) => [...vector])).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('throws on an error answer or a missing vector', () => {
    expect(() => readEmbeddings(401, JSON.stringify({ error: { message: 'bad key' } }), 1)).toThrow(new EmbeddingsError('bad key', 401));
    expect(() => readEmbeddings(200, JSON.stringify({ data: [{ index: 0, embedding: [1] }] }), 2)).toThrow(EmbeddingsError);
  });
});
