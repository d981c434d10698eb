// Embeddings for meaning search, in each provider's own wire format: OpenAI (POST v1/embeddings),
// Azure OpenAI (the same body on a deployment's path, key in `api-key`), Google Gemini
// (models/<model>:batchEmbedContents, one request per text, vectors under `values`) and Alibaba
// DashScope in its OpenAI-compatible mode (compatible-mode/v1/embeddings). One request carries a
// batch of texts; the answer has one vector per text.

import type { ProviderEndpoint, ProviderRequest } from '../providers/adapter';
import { azureAuthHeaders, azureDeploymentPath } from '../providers/azure';
import { bearerAuth } from '../providers/openai-compatible';
import { arrayAt, isRecord, joinUrl, parseJson, providerErrorMessage } from '../providers/wire-json';

export type EmbeddingsProvider = 'openai' | 'azure' | 'google' | 'alibaba';

/** Which provider's model makes the vectors. Vectors of two embedders cannot be compared. */
export interface Embedder {
  provider: EmbeddingsProvider;
  /** The model's name; for Azure, the name of the deployment that serves it. */
  model: string;
}

/** The embedders meaning search offers: each provider's small general-purpose model, cheap and good
 * enough to find a passage by what it means. Azure serves a model under the deployment name the
 * resource's owner chose; like Azure chat models, the deployment is expected to carry the model's name. */
export const EMBEDDERS: readonly Embedder[] = [
  { provider: 'openai', model: 'text-embedding-3-small' },
  { provider: 'azure', model: 'text-embedding-3-small' },
  { provider: 'google', model: 'gemini-embedding-001' },
  { provider: 'alibaba', model: 'text-embedding-v3' },
];

/** What a text is embedded for: Gemini makes a passage's vector and a question's differently, so
 * that a question points at the passages that answer it. */
export type EmbeddingPurpose = 'document' | 'query';

/** Texts sent in one request. OpenAI and Azure take up to 2,048 and Gemini 100 texts, but a smaller
 * batch keeps each request short and lets progress show while a long document is embedded; DashScope's
 * text-embedding-v3 takes at most 10. */
const BATCH_BY_PROVIDER: Record<EmbeddingsProvider, number> = { openai: 64, azure: 64, google: 64, alibaba: 10 };

export function embeddingBatch(provider: EmbeddingsProvider): number {
  return BATCH_BY_PROVIDER[provider];
}

/** How an embedder is stored (the screen's choice, each vector's record). OpenAI's is the bare model
 * name, as it was before other providers were offered, so that vectors stored then still match. */
export function embedderKey(embedder: Embedder): string {
  return embedder.provider === 'openai' ? embedder.model : `${embedder.provider}:${embedder.model}`;
}

/** The embedder a stored key names; undefined when it names none offered. */
export function embedderOfKey(key: string): Embedder | undefined {
  return EMBEDDERS.find((embedder) => embedderKey(embedder) === key);
}

const GEMINI_API_VERSION = 'v1beta';
const GEMINI_TASK: Record<EmbeddingPurpose, string> = { document: 'RETRIEVAL_DOCUMENT', query: 'RETRIEVAL_QUERY' };
const JSON_HEADERS = { 'Content-Type': 'application/json' };

export function buildEmbeddingsRequest(
  embedder: Embedder,
  endpoint: ProviderEndpoint,
  texts: readonly string[],
  purpose: EmbeddingPurpose,
): ProviderRequest {
  const { provider, model } = embedder;
  switch (provider) {
    case 'openai':
      return {
        url: joinUrl(endpoint.baseUrl, 'v1/embeddings'),
        method: 'POST',
        headers: { ...JSON_HEADERS, ...bearerAuth(endpoint) },
        body: JSON.stringify({ model, input: texts, encoding_format: 'float' }),
      };
    case 'alibaba':
      return {
        url: joinUrl(endpoint.baseUrl, 'compatible-mode/v1/embeddings'),
        method: 'POST',
        headers: { ...JSON_HEADERS, ...bearerAuth(endpoint) },
        body: JSON.stringify({ model, input: texts, encoding_format: 'float' }),
      };
    case 'azure':
      // The deployment names the model: the body carries the texts alone.
      return {
        url: joinUrl(endpoint.baseUrl, azureDeploymentPath(model, 'embeddings', endpoint)),
        method: 'POST',
        headers: { ...JSON_HEADERS, ...azureAuthHeaders(endpoint) },
        body: JSON.stringify({ input: texts }),
      };
    case 'google':
      return {
        url: joinUrl(endpoint.baseUrl, `${GEMINI_API_VERSION}/models/${encodeURIComponent(model)}:batchEmbedContents`),
        method: 'POST',
        // The header rather than the ?key= query: URLs end up in logs, headers do not.
        headers: { ...JSON_HEADERS, ...(endpoint.apiKey ? { 'x-goog-api-key': endpoint.apiKey } : {}) },
        body: JSON.stringify({
          requests: texts.map((text) => ({ model: `models/${model}`, content: { parts: [{ text }] }, taskType: GEMINI_TASK[purpose] })),
        }),
      };
  }
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

const isVector = (value: unknown): value is number[] => Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === 'number');

/** OpenAI's shape (Azure's and DashScope's too): `data[]` of `{ index, embedding }`. */
function openAIVectors(body: unknown): Float32Array[] {
  const vectors: Float32Array[] = [];
  for (const [position, entry] of arrayAt(body, 'data').entries()) {
    if (!isRecord(entry) || !isVector(entry.embedding)) continue;
    const index = typeof entry.index === 'number' ? entry.index : position;
    vectors[index] = Float32Array.from(entry.embedding);
  }
  return vectors;
}

/** Gemini's shape: `embeddings[]` of `{ values }`, in the order of the requests. */
function geminiVectors(body: unknown): Float32Array[] {
  return arrayAt(body, 'embeddings').map((entry) => (isRecord(entry) && isVector(entry.values) ? Float32Array.from(entry.values) : new Float32Array(0)));
}

/** The vectors of an answer, in the order of the texts sent; throws on an error or a short answer. */
export function readEmbeddings(provider: EmbeddingsProvider, status: number, text: string, count: number): Float32Array[] {
  const body = parseJson(text.trim());
  if (status >= 400 || !isRecord(body)) throw new EmbeddingsError(providerErrorMessage(body) ?? `HTTP ${status}`, status);
  const vectors = provider === 'google' ? geminiVectors(body) : openAIVectors(body);
  if (vectors.length !== count || vectors.some((vector) => vector === undefined || vector.length === 0)) {
    throw new EmbeddingsError(`expected ${count} embeddings`, status);
  }
  return vectors;
}
