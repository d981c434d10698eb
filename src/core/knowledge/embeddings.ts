// Embeddings for meaning search, in OpenAI's wire format (POST v1/embeddings, which the OpenAI
// provider and the many services compatible with it answer): one request for a batch of texts, one
// vector per text in the answer.

import type { ProviderEndpoint, ProviderRequest } from '../providers/adapter';
import { bearerAuth } from '../providers/openai-compatible';
import { arrayAt, isRecord, joinUrl, parseJson, providerErrorMessage } from '../providers/wire-json';

const EMBEDDINGS_PATH = 'v1/embeddings';

/** Texts sent in one request: OpenAI takes up to 2,048 inputs, but a smaller batch keeps each request
 * short and lets progress show while a long document is embedded. */
export const EMBEDDING_BATCH = 64;

export function buildEmbeddingsRequest(endpoint: ProviderEndpoint, model: string, texts: readonly string[]): ProviderRequest {
  return {
    url: joinUrl(endpoint.baseUrl, EMBEDDINGS_PATH),
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearerAuth(endpoint) },
    body: JSON.stringify({ model, input: texts, encoding_format: 'float' }),
  };
}

export class EmbeddingsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'EmbeddingsError';
  }
}

/** The vectors of an answer, in the order of the texts sent; throws on an error or a short answer. */
export function readEmbeddings(status: number, text: string, count: number): Float32Array[] {
  const body = parseJson(text.trim());
  if (status >= 400 || !isRecord(body)) throw new EmbeddingsError(providerErrorMessage(body) ?? `HTTP ${status}`, status);
  const vectors: Float32Array[] = [];
  for (const [position, entry] of arrayAt(body, 'data').entries()) {
    if (!isRecord(entry) || !Array.isArray(entry.embedding) || !entry.embedding.every((x) => typeof x === 'number')) continue;
    const index = typeof entry.index === 'number' ? entry.index : position;
    vectors[index] = Float32Array.from(entry.embedding as number[]);
  }
  if (vectors.length !== count || vectors.some((vector) => vector === undefined)) throw new EmbeddingsError(`expected ${count} embeddings`, status);
  return vectors;
}
