// The knowledge worker's work against an IndexedDB (fake-indexeddb): a file is stored whole with its
// passages and index, or, when the disk is full, not at all.
import { describe, expect, it } from 'vitest';
import { openKnowledgeDb, type KnowledgeDb } from './knowledge-db';
import type { KnowledgeRequest, KnowledgeResponse } from './knowledge-protocol';
import { createKnowledgeService } from './knowledge-service';

const MARKDOWN = '# Tides\n\nThe tide tables for the harbour are published each month by the harbour master.\n';

function fileOf(text: string, name: string): File {
  const file = new File([text], name, { type: 'text/markdown' });
  // jsdom's File has no text(); the browser's does.
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  return file;
}

/** Runs one request and resolves with the message that ends it. */
function run(db: () => Promise<KnowledgeDb>, request: KnowledgeRequest): Promise<KnowledgeResponse> {
  return new Promise((resolve) => {
    const service = createKnowledgeService({ db, announce: () => undefined, now: () => 1 }, (response) => {
      if (response.type !== 'progress') resolve(response);
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
});
