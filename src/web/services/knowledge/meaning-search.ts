// Meaning search: embeddings of passages and queries from the chosen provider (OpenAI, Azure,
// Gemini or DashScope, through the server or straight with the user's own key, as chat requests
// go), made when a file is stored, when meaning search is switched on, and when text received from
// another device is first read, and kept beside the passages.
// The knowledge worker makes the calls and reads the answers; the page only says which provider
// and where. Without it, search is by keywords alone.

import { embedderOfKey } from '../../../core/knowledge/embeddings';
import { resolveEndpoint } from '../../../core/providers/endpoint';
import { useAccessStore } from '../../stores/access-store';
import { BUILD_MODE } from '../build-mode';
import { pageAccessCode } from '../http/page-call-out';
import type { EmbeddingsAccess } from './embed-texts';
import { embedFile } from './knowledge-client';
import { openKnowledgeDb, type KnowledgeFile } from './knowledge-db';
import { setFileStoredListener, setFilesReadListener, useKnowledgeStore } from './knowledge-store';

const MEANING_SETTING = 'meaning';

/** The chosen embedder's key, read once from storage; null when meaning search is off. */
export async function meaningModel(): Promise<string | null> {
  const known = useKnowledgeStore.getState().meaningModel;
  if (known !== undefined) return known;
  const stored = await (await openKnowledgeDb()).get('settings', MEANING_SETTING);
  const model = stored?.value ?? null;
  useKnowledgeStore.setState({ meaningModel: model });
  return model;
}

/** Where the worker asks for the embeddings of `key`'s embedder; undefined for a key no longer offered. */
export function embeddingsAccess(key: string): EmbeddingsAccess | undefined {
  const embedder = embedderOfKey(key);
  if (!embedder) return undefined;
  return { embedder, endpoint: resolveEndpoint(embedder.provider, useAccessStore.getState(), BUILD_MODE), accessCode: pageAccessCode() };
}

/** Embeds the passages of a file that have no vector of the chosen embedder yet, reporting progress. */
async function embedStoredFile(file: KnowledgeFile, access: EmbeddingsAccess): Promise<void> {
  try {
    await embedFile(file.id, access, (done, total) => useKnowledgeStore.setState((s) => ({ embedding: { ...s.embedding, [file.id]: { done, total } } })));
  } finally {
    useKnowledgeStore.setState((s) => {
      const embedding = { ...s.embedding };
      delete embedding[file.id];
      return { embedding };
    });
  }
}

/** Embeds every ready file that still lacks vectors of the chosen embedder, one file at a time. */
let running: Promise<void> = Promise.resolve();
function embedAll(files: readonly KnowledgeFile[]): void {
  running = running.then(async () => {
    for (const file of files) {
      const model = useKnowledgeStore.getState().meaningModel;
      if (!model || file.status !== 'ready') continue;
      try {
        const access = embeddingsAccess(model);
        if (access) await embedStoredFile(file, access);
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
// Text received from another device is embedded here too; files already embedded cost one read.
setFilesReadListener((files) => void meaningModel().then((model) => model && embedAll(files)));
