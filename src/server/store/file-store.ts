// The default store: one file per value under DATA_DIR/<kind>/, written to a temporary name and
// renamed into place, so a crash or a full disk never leaves half a file to be served. The bytes of
// its files are counted against a quota; expired files are removed when the quota is reached.

import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createMemoryWindows } from './memory-windows';
import { DEFAULT_STORE_LIMITS } from './store-limits';
import { STORE_ID, StoreFullError, type ServerStore, type StoreKind } from './server-store';

interface StoredFile {
  value: string;
  /** Epoch ms; absent for values that do not expire. */
  expiresAt?: number;
}

const KINDS: readonly StoreKind[] = ['artifact', 'share'];

/** A full store looks for expired files at most this often, so that requests arriving while it is
 * full do not each read the whole folder. */
const SWEEP_INTERVAL_MS = 60_000;

/** The end of a file is enough to know when it expires: JSON.stringify writes expiresAt after the
 * value, and a quote inside the value is escaped, so the value cannot end the file this way. */
const TAIL_BYTES = 64;
const EXPIRES_AT_TAIL = /,"expiresAt":(\d+)\}$/;

async function expiresAtOf(path: string, size: number): Promise<number | undefined> {
  const file = await open(path, 'r');
  try {
    const length = Math.min(size, TAIL_BYTES);
    const tail = Buffer.alloc(length);
    await file.read(tail, 0, length, size - length);
    const match = EXPIRES_AT_TAIL.exec(tail.toString('latin1'));
    return match ? Number(match[1]) : undefined;
  } finally {
    await file.close();
  }
}

export function createFileStore(dataDir: string, now: () => number = Date.now, maxBytes = DEFAULT_STORE_LIMITS.maxBytes): ServerStore {
  const pathOf = (kind: StoreKind, id: string) => {
    if (!STORE_ID.test(id)) throw new Error('Invalid store id');
    return join(dataDir, kind, `${id}.json`);
  };
  // Counts need no file: they only matter to this process, and a restart forgetting them is fine.
  const windows = createMemoryWindows(now);

  // Bytes of the files kept: counted from the folder at first use and when the quota is reached,
  // kept up to date by this process in between.
  let used = 0;
  let counted: Promise<void> | undefined;
  let lastSweep = -Infinity;
  let sweeping: Promise<void> | undefined;
  // Bytes reserved while a sweep reads the folder: it may have missed their files.
  let reservedDuringSweep = 0;

  /** Removes expired files and gives the bytes of the others. */
  const sweep = async () => {
    let total = 0;
    for (const kind of KINDS) {
      const names = await readdir(join(dataDir, kind)).catch(() => [] as string[]);
      for (const name of names.filter((entry) => entry.endsWith('.json'))) {
        const path = join(dataDir, kind, name);
        try {
          const { size } = await stat(path);
          const expiresAt = await expiresAtOf(path, size);
          if (expiresAt !== undefined && expiresAt <= now()) await rm(path, { force: true });
          else total += size;
        } catch {
          // Removed meanwhile (read back after its expiry): nothing to count.
        }
      }
    }
    return total;
  };
  // A file both reserved during the sweep and seen by it is counted twice until the next sweep:
  // the count errs towards refusing, never towards going over the quota.
  const recount = () =>
    (sweeping ??= (async () => {
      reservedDuringSweep = 0;
      const total = await sweep();
      used = total + reservedDuringSweep;
      lastSweep = now();
    })().finally(() => {
      sweeping = undefined;
    }));
  const ready = () => (counted ??= recount());

  /** Reserves room for size bytes, or throws StoreFullError. */
  const reserve = async (size: number) => {
    await ready();
    if (used + size > maxBytes && now() - lastSweep >= SWEEP_INTERVAL_MS) await recount();
    if (used + size > maxBytes) throw new StoreFullError();
    used += size;
    if (sweeping) reservedDuringSweep += size;
  };
  const release = (size: number) => {
    used = Math.max(0, used - size);
    if (sweeping) reservedDuringSweep -= size;
  };

  return {
    async put(kind, id, value, ttlSeconds) {
      const path = pathOf(kind, id);
      const file: StoredFile = ttlSeconds === undefined ? { value } : { value, expiresAt: now() + ttlSeconds * 1000 };
      const text = JSON.stringify(file);
      const size = Buffer.byteLength(text);
      await reserve(size);
      const temporary = `${path}.${process.pid}.${newSuffix()}.tmp`;
      try {
        await mkdir(join(dataDir, kind), { recursive: true });
        await writeFile(temporary, text, { flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        release(size);
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(kind, id) {
      if (!STORE_ID.test(id)) return undefined;
      const path = pathOf(kind, id);
      let text: string;
      let file: StoredFile;
      try {
        text = await readFile(path, 'utf8');
        file = JSON.parse(text) as StoredFile;
      } catch {
        return undefined;
      }
      if (file.expiresAt !== undefined && file.expiresAt <= now()) {
        await rm(path, { force: true });
        // A sweep under way may have counted the file or not: it is left to the next one.
        if (counted && !sweeping) used = Math.max(0, used - Buffer.byteLength(text));
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
