// Meaning search: embeddings of passages and queries from the OpenAI provider (through the server,
// or straight with the user's own key, as chat requests go), made when a file is stored or meaning
// search is switched on, and kept beside the passages. Without it, search is by keywords alone.

import { buildEmbeddingsRequest, EMBEDDING_BATCH, readEmbeddings } from '../../../core/knowledge/embeddings';
import { resolveEndpoint } from '../../../core/providers/endpoint';
import { REQUEST_TIMEOUT_MS } from '../../../core/constants/network';
import { useAccessStore } from '../../stores/access-store';
import { BUILD_MODE } from '../build-mode';
import { callOut } from '../http/page-call-out';
import { storeVectors, unembeddedPassages } from './knowledge-client';
import { openKnowledgeDb, type KnowledgeFile } from './knowledge-db';
import { setFileStoredListener, useKnowledgeStore } from './knowledge-store';

/** The embeddings models meaning search offers: OpenAI's small one is cheap and good enough to find
 * a passage by what it means. */
export const EMBEDDING_MODELS = ['text-embedding-3-small'] as const;

const MEANING_SETTING = 'meaning';

/** The chosen embeddings model, read once from storage; null when meaning search is off. */
export async function meaningModel(): Promise<string | null> {
  const known = useKnowledgeStore.getState().meaningModel;
  if (known !== undefined) return known;
  const stored = await (await openKnowledgeDb()).get('settings', MEANING_SETTING);
  const model = stored?.value ?? null;
  useKnowledgeStore.setState({ meaningModel: model });
  return model;
}

/** Texts' vectors from the provider, in order. */
export async function embed(model: string, texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]> {
  const endpoint = resolveEndpoint('openai', useAccessStore.getState(), BUILD_MODE);
  const request = buildEmbeddingsRequest(endpoint, model, texts);
  const response = await callOut(request.url, request, { timeoutMs: REQUEST_TIMEOUT_MS, ...(signal ? { signal } : {}) });
  return readEmbeddings(response.status, await response.text(), texts.length);
}

/** Embeds the passages of a file that have no vector of `model` yet, reporting progress. */
async function embedFile(file: KnowledgeFile, model: string): Promise<void> {
  const passages = await unembeddedPassages(file.id, model);
  const progress = (done: number) => useKnowledgeStore.setState((s) => ({ embedding: { ...s.embedding, [file.id]: { done, total: passages.length } } }));
  try {
    for (let start = 0; start < passages.length; start += EMBEDDING_BATCH) {
      progress(start);
      const batch = passages.slice(start, start + EMBEDDING_BATCH);
      const vectors = await embed(
        model,
        batch.map((passage) => passage.text),
      );
      await storeVectors(
        model,
        batch.map((passage, i) => ({ passageId: passage.id, vector: vectors[i] as Float32Array })),
      );
    }
  } finally {
    useKnowledgeStore.setState((s) => {
      const embedding = { ...s.embedding };
      delete embedding[file.id];
      return { embedding };
    });
  }
}

/** Embeds every ready file that still lacks vectors of the chosen model, one file at a time. */
let running: Promise<void> = Promise.resolve();
function embedAll(files: readonly KnowledgeFile[]): void {
  running = running.then(async () => {
    for (const file of files) {
      const model = useKnowledgeStore.getState().meaningModel;
      if (!model || file.status !== 'ready') continue;
      try {
        await embedFile(file, model);
      } catch (error) {
        // Keyword search still finds the file; the next switch-on or file added tries again.
        console.error(`Meaning search could not embed ${file.name}:`, error);
        useKnowledgeStore.setState({ meaningFailed: true });
      }
    }
  });
}

export async function chooseMeaningModel(model: string | null): Promise<void> {
  await (await openKnowledgeDb()).put('settings', { name: MEANING_SETTING, value: model });
  useKnowledgeStore.setState({ meaningModel: model, meaningFailed: false });
  if (model) embedAll(Object.values(useKnowledgeStore.getState().files).flat());
}

setFileStoredListener((file) => embedAll([file]));
