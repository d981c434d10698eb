// The knowledge worker's work: adding a file (read, split, index, then one transaction that writes
// the file, its passages and the new index together, so that a closed tab or a full disk leaves
// nothing half-indexed), removing files and bases, and searching. Work that changes a base runs one
// request at a time; indexes and vectors are kept in memory between searches and dropped when any
// tab's worker changes them.

import { embeddingBatch, embedderKey } from '../../../core/knowledge/embeddings';
import { fuseRankings, type Ranked } from '../../../core/knowledge/hybrid-rank';
import {
  addPassages,
  createKeywordIndex,
  keywordSearch,
  loadKeywordIndex,
  removePassages,
  saveKeywordIndex,
  type KeywordIndex,
} from '../../../core/knowledge/keyword-index';
import { passageId, type Passage } from '../../../core/knowledge/passage';
import { splitPassages } from '../../../core/knowledge/split-passages';
import { VectorSet } from '../../../core/knowledge/vector-set';
import type { EmbeddingsAccess, EmbedTexts } from './embed-texts';
import { documentKind, ExtractionFailure, extractSections } from './extract';
import type { IDBPTransaction } from 'idb';
import type { KnowledgeDb, KnowledgeFile, KnowledgeSchema } from './knowledge-db';
import type { KnowledgeRequest, KnowledgeResponse } from './knowledge-protocol';
import { KeptEntries, MAX_KEPT_INDEXES, MAX_KEPT_VECTOR_BYTES } from './search-memory';

/** Largest file accepted: a book-length PDF is a few tens of megabytes; more would hold the worker's
 * memory and the user's quota for one document. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
/** Most passages one file may have (about ten million characters), so that one file cannot fill the
 * index's memory. */
const MAX_PASSAGES_PER_FILE = 10_000;
/** Passages indexed between two progress reports. */
const INDEX_BATCH = 200;
/** Least time between two reports of a file's reading: each one draws the knowledge screen again on
 * the page, and a PDF read at a page every few milliseconds would have it drawn hundreds of times a
 * second; ten a second look as smooth as a progress bar needs. */
const READING_REPORT_MS = 100;

type Post = (response: KnowledgeResponse) => void;

interface Deps {
  db: () => Promise<KnowledgeDb>;
  /** Tells the other tabs' workers that a base's index or vectors changed. */
  announce: (baseId: string) => void;
  now: () => number;
  embed: EmbedTexts;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

export function createKnowledgeService(deps: Deps, post: Post) {
  const indexes = new KeptEntries<KeywordIndex>(MAX_KEPT_INDEXES, () => 1);
  const vectors = new KeptEntries<{ model: string; set: VectorSet }>(MAX_KEPT_VECTOR_BYTES, (entry) => entry.set.bytes);
  const running = new Map<number, AbortController>();
  /** Changes run one after another: two files added to one base at once would each save an index
   * without the other's passages. */
  let queue: Promise<unknown> = Promise.resolve();

  function forget(baseId: string): void {
    indexes.delete(baseId);
    vectors.delete(baseId);
  }

  async function indexOf(baseId: string): Promise<KeywordIndex> {
    let index = indexes.get(baseId);
    if (!index) {
      const stored = await (await deps.db()).get('indexes', baseId);
      index = stored ? loadKeywordIndex(stored.keyword) : createKeywordIndex();
      indexes.set(baseId, index);
    }
    return index;
  }

  async function vectorsOf(baseId: string, model: string): Promise<VectorSet> {
    const kept = vectors.get(baseId);
    if (kept?.model === model) return kept.set;
    const set = new VectorSet();
    for (const entry of await (await deps.db()).getAllFromIndex('vectors', 'baseId', baseId)) {
      if (entry.model === model) set.set(entry.passageId, entry.vector);
    }
    vectors.set(baseId, { model, set });
    return set;
  }

  async function recordFailure(id: number, base: Omit<KnowledgeFile, 'status' | 'passages'>, failure: KnowledgeFile['failure'] & string) {
    try {
      await (await deps.db()).put('files', { ...base, status: 'failed', failure, passages: 0 });
    } catch {
      // A full disk may refuse even this small record; the screen shows the failure all the same.
    }
    post({ type: 'failed', id, failure });
  }

  async function add(request: Extract<KnowledgeRequest, { type: 'add' }>, signal: AbortSignal): Promise<void> {
    const { id, baseId, fileId, file, at = deps.now(), web } = request;
    const kind = documentKind(file.name, file.type);
    const base = {
      id: fileId,
      baseId,
      name: web ? web.title : file.name,
      ...(web ? { type: 'web' as const, url: web.url } : kind ? { type: kind } : {}),
      size: file.size,
      addedAt: at,
      updatedAt: at,
    };
    if (!kind) return recordFailure(id, base, 'unsupported');
    if (file.size > MAX_FILE_BYTES) return recordFailure(id, base, 'too-large');
    let extracted;
    try {
      post({ type: 'progress', id, phase: 'reading', done: 0, total: 1 });
      let reported = deps.now();
      const reading = (done: number, total: number) => {
        if (done < total && deps.now() - reported < READING_REPORT_MS) return;
        reported = deps.now();
        post({ type: 'progress', id, phase: 'reading', done, total });
      };
      extracted = await extractSections(file, kind, reading, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return recordFailure(id, base, error instanceof ExtractionFailure ? error.failure : 'unreadable');
    }
    const texts = splitPassages(extracted.sections);
    if (texts.length > MAX_PASSAGES_PER_FILE) return recordFailure(id, base, 'too-large');
    const passages: Passage[] = texts.map((text, ordinal) => ({ id: passageId(fileId, ordinal), baseId, fileId, fileName: base.name, ordinal, ...text }));

    const index = await indexOf(baseId);
    let tx: IDBPTransaction<KnowledgeSchema, ('files' | 'blobs' | 'passages' | 'indexes')[], 'readwrite'> | undefined;
    try {
      for (let start = 0; start < passages.length; start += INDEX_BATCH) {
        signal.throwIfAborted();
        addPassages(index, passages.slice(start, start + INDEX_BATCH));
        post({ type: 'progress', id, phase: 'indexing', done: Math.min(start + INDEX_BATCH, passages.length), total: passages.length });
      }
      const record: KnowledgeFile = { ...base, status: 'ready', passages: passages.length, ...(extracted.pages ? { pages: extracted.pages } : {}) };
      tx = (await deps.db()).transaction(['files', 'blobs', 'passages', 'indexes'], 'readwrite');
      const stores = tx;
      await Promise.all([
        stores.objectStore('files').put(record),
        stores.objectStore('blobs').put({ fileId, baseId, blob: file }),
        ...passages.map((passage) => stores.objectStore('passages').put(passage)),
        stores.objectStore('indexes').put({ baseId, keyword: saveKeywordIndex(index) }),
        stores.done,
      ]);
      deps.announce(baseId);
      post({ type: 'added', id, file: record });
    } catch (error) {
      // The index in memory holds passages that were not stored: read it again next time.
      forget(baseId);
      if (signal.aborted) throw error;
      // A full disk aborts the transaction: its requests fail as aborted, the transaction with the reason.
      if (isQuotaError(error) || isQuotaError(tx?.error)) return recordFailure(id, base, 'quota');
      throw error;
    }
  }

  async function removeFile(fileId: string): Promise<void> {
    const db = await deps.db();
    const file = await db.get('files', fileId);
    if (!file) return;
    const index = await indexOf(file.baseId);
    const tx = db.transaction(['files', 'blobs', 'passages', 'vectors', 'indexes'], 'readwrite');
    const ids = await tx.objectStore('passages').index('fileId').getAllKeys(fileId);
    removePassages(index, ids);
    try {
      await Promise.all([
        tx.objectStore('files').delete(fileId),
        tx.objectStore('blobs').delete(fileId),
        ...ids.map((key) => tx.objectStore('passages').delete(key)),
        ...ids.map((key) => tx.objectStore('vectors').delete(key)),
        tx.objectStore('indexes').put({ baseId: file.baseId, keyword: saveKeywordIndex(index) }),
        tx.done,
      ]);
    } finally {
      forget(file.baseId);
      deps.announce(file.baseId);
    }
  }

  async function removeBase(baseId: string): Promise<void> {
    const db = await deps.db();
    const tx = db.transaction(['bases', 'files', 'blobs', 'passages', 'vectors', 'indexes'], 'readwrite');
    const deleteByBase = async (store: 'files' | 'blobs' | 'passages' | 'vectors') => {
      const keys = await tx.objectStore(store).index('baseId').getAllKeys(baseId);
      await Promise.all(keys.map((key) => tx.objectStore(store).delete(key)));
    };
    await Promise.all([tx.objectStore('bases').delete(baseId), tx.objectStore('indexes').delete(baseId), ...(['files', 'blobs', 'passages', 'vectors'] as const).map(deleteByBase), tx.done]);
    forget(baseId);
    deps.announce(baseId);
  }

  async function unembedded(fileId: string, model: string) {
    const db = await deps.db();
    const [passages, done] = await Promise.all([db.getAllFromIndex('passages', 'fileId', fileId), db.getAllFromIndex('vectors', 'fileId', fileId)]);
    const have = new Set(done.filter((entry) => entry.model === model).map((entry) => entry.passageId));
    return passages.filter((passage) => !have.has(passage.id));
  }

  async function storeVectors(model: string, entries: { passage: Passage; vector: Float32Array }[]): Promise<void> {
    const db = await deps.db();
    const tx = db.transaction(['passages', 'vectors'], 'readwrite');
    const stored: typeof entries = [];
    for (const entry of entries) {
      // A passage removed meanwhile gets no vector.
      if (!(await tx.objectStore('passages').getKey(entry.passage.id))) continue;
      const { id, baseId, fileId } = entry.passage;
      await tx.objectStore('vectors').put({ passageId: id, baseId, fileId, model, vector: entry.vector });
      stored.push(entry);
    }
    await tx.done;
    const bases = new Set<string>();
    for (const { passage, vector } of stored) {
      bases.add(passage.baseId);
      // The vectors in memory grow with the store rather than being read again whole.
      const kept = vectors.get(passage.baseId);
      if (kept?.model === model) kept.set.set(passage.id, vector);
    }
    vectors.trim();
    for (const baseId of bases) deps.announce(baseId);
  }

  /** Embeds the passages of a file that have no vector of the embedder yet, a batch at a time. */
  async function embedFile(request: Extract<KnowledgeRequest, { type: 'embed-file' }>, signal: AbortSignal): Promise<void> {
    const { id, fileId, access } = request;
    const model = embedderKey(access.embedder);
    const passages = await unembedded(fileId, model);
    const batch = embeddingBatch(access.embedder.provider);
    for (let start = 0; start < passages.length; start += batch) {
      post({ type: 'embed-progress', id, done: start, total: passages.length });
      const texts = passages.slice(start, start + batch);
      const found = await deps.embed(
        access,
        texts.map((passage) => passage.text),
        'document',
        signal,
      );
      await storeVectors(
        model,
        texts.map((passage, i) => ({ passage, vector: found[i] as Float32Array })),
      );
    }
    post({ type: 'done', id });
  }

  /** The query's vector, or undefined when it cannot be had (the provider refuses, the network is
   * down): the query is then searched by its keywords rather than not at all. */
  async function queryVector(access: EmbeddingsAccess, query: string, signal: AbortSignal): Promise<Float32Array | undefined> {
    try {
      return (await deps.embed(access, [query], 'query', signal))[0];
    } catch (error) {
      if (signal.aborted) throw error;
      console.error('The query could not be embedded; searching by keywords:', error);
      return undefined;
    }
  }

  async function search(request: Extract<KnowledgeRequest, { type: 'search' }>, signal: AbortSignal) {
    const { baseIds, query, limit, meaning } = request;
    const vector = meaning ? await queryVector(meaning, query, signal) : undefined;
    const model = meaning ? embedderKey(meaning.embedder) : '';
    const keywordHits: Ranked[] = [];
    const meaningHits: Ranked[] = [];
    for (const baseId of baseIds) {
      keywordHits.push(...keywordSearch(await indexOf(baseId), query, limit));
      if (vector) meaningHits.push(...(await vectorsOf(baseId, model)).nearest(vector, limit));
    }
    const byScore = (a: Ranked, b: Ranked) => b.score - a.score;
    const ranked = vector ? fuseRankings([keywordHits.sort(byScore), meaningHits.sort(byScore)], limit) : keywordHits.sort(byScore).slice(0, limit);
    const db = await deps.db();
    const found = await Promise.all(ranked.map(async ({ id, score }) => ({ passage: await db.get('passages', id), score })));
    return found.filter((hit): hit is { passage: Passage; score: number } => hit.passage !== undefined);
  }

  async function run(request: KnowledgeRequest, signal: AbortSignal): Promise<void> {
    switch (request.type) {
      case 'add':
        return add(request, signal);
      case 'remove-file':
        await removeFile(request.fileId);
        return post({ type: 'done', id: request.id });
      case 'remove-base':
        await removeBase(request.baseId);
        return post({ type: 'done', id: request.id });
      case 'embed-file':
        return embedFile(request, signal);
      case 'search':
        return post({ type: 'hits', id: request.id, hits: await search(request, signal) });
      case 'cancel':
        return;
    }
  }

  return {
    /** Another tab changed this base: its index and vectors are read again on next use. */
    forget,
    handle(request: KnowledgeRequest): void {
      if (request.type === 'cancel') {
        running.get(request.id)?.abort();
        return;
      }
      const controller = new AbortController();
      running.set(request.id, controller);
      const work = () =>
        run(request, controller.signal)
          .catch((error: unknown) => {
            if (!controller.signal.aborted) post({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) });
          })
          .finally(() => running.delete(request.id));
      // A search reads only, and does not wait behind a file being indexed; embedding writes only
      // vectors, each batch in its own transaction that skips passages removed meanwhile.
      if (request.type === 'search' || request.type === 'embed-file') void work();
      else queue = queue.then(work);
    },
  };
}
