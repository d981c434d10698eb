// The knowledge worker's work against an IndexedDB (fake-indexeddb): a file is stored whole with its
// passages and index, or, when the disk is full, not at all.
import { describe, expect, it } from 'vitest';
import { openKnowledgeDb, type KnowledgeDb } from './knowledge-db';
import type { EmbeddingsAccess, EmbedTexts } from './embed-texts';
import type { KnowledgeRequest, KnowledgeResponse } from './knowledge-protocol';
import { createKnowledgeService } from './knowledge-service';

const MARKDOWN = '# Tides\n\nThe tide tables for the harbour are published each month by the harbour master.\n';

function fileOf(text: string, name: string): File {
  const file = new File([text], name, { type: 'text/markdown' });
  // jsdom's File has no text(); the browser's does.
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  return file;
}

/** A stand-in for the provider's embeddings: a text's vector says which of two topics it is about,
 * so that a question finds its passage by meaning though they share no word. */
const TOPICS = [/tide|harbour|sea|ocean/i, /bread|flour|oven|bake/i];
const embedCalls: { texts: readonly string[]; purpose: string }[] = [];
const embed: EmbedTexts = (_access, texts, purpose) => {
  embedCalls.push({ texts, purpose });
  return Promise.resolve(texts.map((text) => Float32Array.from(TOPICS, (topic) => (topic.test(text) ? 1 : 0))));
};
const ACCESS: EmbeddingsAccess = { embedder: { provider: 'google', model: 'gemini-embedding-001' }, endpoint: { baseUrl: '/api/google' }, accessCode: '' };

/** Runs one request and resolves with the message that ends it; `progress` hears the others. */
function run(db: () => Promise<KnowledgeDb>, request: KnowledgeRequest, progress: KnowledgeResponse[] = []): Promise<KnowledgeResponse> {
  return new Promise((resolve) => {
    const service = createKnowledgeService({ db, announce: () => undefined, now: () => 1, embed }, (response) => {
      if (response.type === 'progress' || response.type === 'embed-progress') progress.push(response);
      else resolve(response);
    });
    service.handle(request);
  });
}

/** The database, but every write of a file's passages is refused as a full disk refuses it. */
function fullDisk(real: KnowledgeDb): () => Promise<KnowledgeDb> {
  const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  const full = new Proxy(real, {
    get(target, key) {
      if (key !== 'transaction') {
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return () => {
        const tx = { error: quota, done: Promise.reject(quota), objectStore: () => ({ put: () => Promise.reject(new DOMException('aborted', 'AbortError')) }) };
        tx.done.catch(() => undefined);
        return tx;
      };
    },
  });
  return () => Promise.resolve(full);
}

describe('knowledge service', () => {
  it('stores a file with its passages and index, and finds it', async () => {
    const db = await openKnowledgeDb();
    const added = await run(openKnowledgeDb, { type: 'add', id: 1, baseId: 'b1', fileId: 'f1', file: fileOf(MARKDOWN, 'tides.md') });
    expect(added).toMatchObject({ type: 'added', file: { status: 'ready', passages: 1 } });
    expect(await db.count('passages')).toBe(1);
    const hits = await run(openKnowledgeDb, { type: 'search', id: 2, baseIds: ['b1'], query: 'tide tables', limit: 5 });
    expect(hits.type === 'hits' && hits.hits.map((hit) => [hit.passage.fileName, hit.passage.heading])).toEqual([['tides.md', 'Tides']]);
  });

  it('refuses a file the disk has no room for, keeping none of its passages', async () => {
    const db = await openKnowledgeDb();
    const before = await db.count('passages');
    const answer = await run(fullDisk(db), { type: 'add', id: 3, baseId: 'b2', fileId: 'f2', file: fileOf(MARKDOWN, 'full.md') });
    expect(answer).toEqual({ type: 'failed', id: 3, failure: 'quota' });
    expect(await db.count('passages')).toBe(before);
    expect(await db.get('indexes', 'b2')).toBeUndefined();
  });

  it('embeds a file\'s passages in the worker, once, and finds a passage by meaning', async () => {
    const text = '# Kitchen\n\nKnead the dough, let it rise overnight, then put it in a hot oven for forty minutes.\n';
    await run(openKnowledgeDb, { type: 'add', id: 4, baseId: 'b3', fileId: 'f3', file: fileOf(MARKDOWN, 'tides.md') });
    await run(openKnowledgeDb, { type: 'add', id: 5, baseId: 'b3', fileId: 'f4', file: fileOf(text, 'kitchen.md') });
    const question = 'Loaf bake duration?';
    // Before any vector: the words alone find nothing.
    const before = await run(openKnowledgeDb, { type: 'search', id: 6, baseIds: ['b3'], query: question, limit: 1, meaning: ACCESS });
    expect(before.type === 'hits' && before.hits).toEqual([]);
    for (const [id, fileId] of [[7, 'f3'], [8, 'f4']] as const) {
      const progress: KnowledgeResponse[] = [];
      expect(await run(openKnowledgeDb, { type: 'embed-file', id, fileId, access: ACCESS }, progress)).toEqual({ type: 'done', id });
      expect(progress).toEqual([{ type: 'embed-progress', id, done: 0, total: 1 }]);
    }
    const after = await run(openKnowledgeDb, { type: 'search', id: 9, baseIds: ['b3'], query: question, limit: 1, meaning: ACCESS });
    expect(after.type === 'hits' && after.hits.map((hit) => hit.passage.fileName)).toEqual(['kitchen.md']);
    expect(embedCalls.at(-1)).toEqual({ texts: [question], purpose: 'query' });
    // A file embedded already costs no second request.
    const calls = embedCalls.length;
    await run(openKnowledgeDb, { type: 'embed-file', id: 10, fileId: 'f4', access: ACCESS });
    expect(embedCalls.length).toBe(calls);
    expect((await (await openKnowledgeDb()).getAllFromIndex('vectors', 'fileId', 'f4')).map((entry) => entry.model)).toEqual(['google:gemini-embedding-001']);
  });
});
