// Loading and saving of the stores that are one record each (config, access, sync, chat state …).

import { STORE_VERSIONS, type StoreName } from '../../core/constants/settings';
import { openDb, writeTx } from './db';
import { readSettings, reportSkipped } from './load';
import type { Filled } from './normalize';
import { persist, putSettings } from './persistence';

export interface LoadedSingleton<T> {
  value: T;
  updatedAt: number;
  /** The stored version was older: the migrated value should be written back once hydrated. */
  migrated: boolean;
}

/** Null when nothing is stored yet (or storage is unavailable): the store keeps its defaults. */
export async function loadSingleton<T>(
  name: StoreName,
  migrate: (raw: unknown, fromVersion: number) => Filled<T>,
): Promise<LoadedSingleton<T> | null> {
  const db = await openDb();
  if (!db) return null;
  const record = await readSettings(db, name);
  if (!record) return null;
  const { value, rejected } = migrate(record.data, record.version);
  if (rejected.length > 0) {
    console.warn(`[${name} store] unreadable fields replaced by defaults: ${rejected.join(', ')}`);
    reportSkipped(1, `${name} settings`);
  }
  return { value, updatedAt: record.updatedAt, migrated: record.version < STORE_VERSIONS[name] };
}

export function saveSingleton(name: StoreName, hydrated: boolean, data: unknown, updatedAt: number): Promise<void> {
  return persist(name, hydrated, (db) =>
    writeTx(db, ['settings'], (tx) => putSettings(tx, name, STORE_VERSIONS[name], data, updatedAt)),
  );
}

/** Copies the named fields out of a store's state, leaving its actions and flags behind. */
export function pick<T extends object, K extends keyof T>(state: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = state[key];
  return out;
}
