// Texts' vectors from the chosen embeddings provider, asked from the knowledge worker: the answers
// (a batch of 64 vectors of 1,536 numbers is about 2 MB of JSON) are read there, not on the page,
// and go straight into the worker's store and memory.

import { buildEmbeddingsRequest, readEmbeddings, type Embedder, type EmbeddingPurpose } from '../../../core/knowledge/embeddings';
import type { ProviderEndpoint } from '../../../core/providers/adapter';
import type { CallOut } from '../http/call-out';

/** Everything the worker needs to call the provider, which it cannot read from the page's stores. */
export interface EmbeddingsAccess {
  embedder: Embedder;
  endpoint: ProviderEndpoint;
  /** The server's access code, sent only to our own origin; empty when there is none. */
  accessCode: string;
}

export type EmbedTexts = (access: EmbeddingsAccess, texts: readonly string[], purpose: EmbeddingPurpose, signal: AbortSignal) => Promise<Float32Array[]>;

/** `callOutWith` gives the call-out that carries an access code. */
export function createEmbedTexts(callOutWith: (accessCode: string) => CallOut['call']): EmbedTexts {
  return async (access, texts, purpose, signal) => {
    const request = buildEmbeddingsRequest(access.embedder, access.endpoint, texts, purpose);
    const response = await callOutWith(access.accessCode)(request.url, request, { signal, includeBody: true });
    return readEmbeddings(access.embedder.provider, response.status, await response.text(), texts.length);
  };
}
