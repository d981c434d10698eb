import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME, DB_VERSION, getDb, openDb } from '../../stores/db';
import { useStorageStatus } from '../../stores/storage-status';
import { resetStoresForTests } from '../../stores/test-utils';
import { ImageError } from './image-errors';
import { deleteImage, loadImage, saveImage } from './image-store';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';

beforeEach(resetStoresForTests);

describe('image store', () => {
  it('stores an image outside the chat records and returns a reference to it', async () => {
    const ref = await saveImage({ dataUrl: JPEG, mime: 'image/jpeg', width: 4, height: 3 });
    expect(ref).toEqual({ id: ref.id, url: `idb-image:${ref.id}`, mime: 'image/jpeg', width: 4, height: 3 });
    expect(await getDb()?.get('images', ref.id)).toMatchObject({ id: ref.id, dataUrl: JPEG, width: 4, height: 3 });
    expect(await loadImage(ref.id)).toMatchObject({ dataUrl: JPEG });

    await deleteImage(ref.id);
    expect(await loadImage(ref.id)).toBeUndefined();
  });

  it('adds the images store to a version 20 database and keeps its records', async () => {
    const old = await openDB(DB_NAME, 20, {
      upgrade(raw) {
        raw.createObjectStore('sessions', { keyPath: 'id' });
      },
    });
    await old.put('sessions', { id: 's1', topic: 'kept' });
    old.close();

    const ref = await saveImage({ dataUrl: JPEG, mime: 'image/jpeg', width: 1, height: 1 });
    const db = getDb();
    expect(DB_VERSION).toBe(22);
    expect(db?.version).toBe(22);
    expect(db?.objectStoreNames.contains('images')).toBe(true);
    expect(await db?.get('sessions', 's1')).toEqual({ id: 's1', topic: 'kept' });
    expect(await loadImage(ref.id)).toMatchObject({ dataUrl: JPEG });
  });

  it('keeps images in memory when IndexedDB is unusable, as the rest of the app does', async () => {
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('blocked by policy', 'SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const ref = await saveImage({ dataUrl: JPEG, mime: 'image/jpeg', width: 1, height: 1 });
      expect(useStorageStatus.getState().unavailable).toBe(true);
      expect(await loadImage(ref.id)).toMatchObject({ dataUrl: JPEG });
      await deleteImage(ref.id);
      expect(await loadImage(ref.id)).toBeUndefined();
    } finally {
      open.mockRestore();
      warn.mockRestore();
    }
  });

  it('reports a failed write as a storage error', async () => {
    const db = await openDb();
    if (!db) throw new Error('database unavailable in test');
    const put = vi.spyOn(db, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    try {
      await expect(saveImage({ dataUrl: JPEG, mime: 'image/jpeg', width: 1, height: 1 })).rejects.toMatchObject({
        code: 'storage',
      });
      await expect(saveImage({ dataUrl: JPEG, mime: 'image/jpeg', width: 1, height: 1 })).rejects.toBeInstanceOf(
        ImageError,
      );
    } finally {
      put.mockRestore();
    }
  });
});
