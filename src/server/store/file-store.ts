// The default store: one file per value under DATA_DIR/<kind>/, written to a temporary name and
// renamed into place, so a crash or a full disk never leaves half a file to be served.

import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMemoryWindows } from './memory-windows';
import { STORE_ID, type ServerStore, type StoreKind } from './server-store';

interface StoredFile {
  value: string;
  /** Epoch ms; absent for values that do not expire. */
  expiresAt?: number;
}

export function createFileStore(dataDir: string, now: () => number = Date.now): ServerStore {
  const pathOf = (kind: StoreKind, id: string) => {
    if (!STORE_ID.test(id)) throw new Error('Invalid store id');
    return join(dataDir, kind, `${id}.json`);
  };
  // Counts need no file: they only matter to this process, and a restart forgetting them is fine.
  const windows = createMemoryWindows(now);
  return {
    async put(kind, id, value, ttlSeconds) {
      const path = pathOf(kind, id);
      await mkdir(join(dataDir, kind), { recursive: true });
      const file: StoredFile = ttlSeconds === undefined ? { value } : { value, expiresAt: now() + ttlSeconds * 1000 };
      const temporary = `${path}.${process.pid}.${newSuffix()}.tmp`;
      try {
        await writeFile(temporary, JSON.stringify(file), { flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(kind, id) {
      if (!STORE_ID.test(id)) return undefined;
      const path = pathOf(kind, id);
      let file: StoredFile;
      try {
        file = JSON.parse(await readFile(path, 'utf8')) as StoredFile;
      } catch {
        return undefined;
      }
      if (file.expiresAt !== undefined && file.expiresAt <= now()) {
        await rm(path, { force: true });
        return undefined;
      }
      return typeof file.value === 'string' ? file.value : undefined;
    },
    hit: async (key, windowMs) => windows.hit(key, windowMs),
    peek: async (key) => windows.peek(key),
    close: async () => undefined,
  };
}

function newSuffix(): string {
  return Math.random().toString(36).slice(2, 10);
}
