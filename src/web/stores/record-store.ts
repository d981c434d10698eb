// One factory for the stores that hold a collection of records (masks, prompts, plugins, images,
// MCP servers):
// one IndexedDB row per record, a tombstone per deletion, and the store's version and own small
// state in the settings table.

import { editTime } from './clock';
import type { z } from 'zod/mini';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { STORE_VERSIONS, type StoreName } from '../../core/constants/settings';
import { openDb, writeTx, type PolychatDb, type WriteTx } from './db';
import { migrationContext } from './migration-context';
import { parseRowsWithSource, readSettings, readTable, reportSkipped } from './load';
import { migrateRecord, type MigrationContext } from './migrations';
import { persist, putSettings, putTombstones, removeTombstones } from './persistence';

export interface BaseRecord {
  id: string;
  updatedAt: number;
  createdAt: number;
}

type RecordTable = 'masks' | 'prompts' | 'plugins' | 'sdImages' | 'mcpServers';

interface RecordObjectStore<T> {
  put: (record: T) => Promise<unknown>;
  delete: (id: string) => Promise<unknown>;
}

export interface RecordStoreSpec<T extends BaseRecord, X extends object> {
  store: StoreName;
  table: RecordTable;
  /** Tombstone kind, e.g. "mask". */
  kind: string;
  schema: z.ZodMiniType<T>;
  /** Repairs one raw record; safe to repeat. Defaults to giving it a string id and update time. */
  migrate?: (raw: unknown, fromVersion: number, ctx: MigrationContext) => unknown;
  /** Whole-collection migration for changes that must run once (e.g. new prompt ids). It keeps
   * the records' number and order, so the rows whose key it changed can be replaced. */
  migrateAll?: (records: T[], fromVersion: number, ctx: MigrationContext) => T[];
  /** The store's own small state, kept in its settings record. */
  extra: () => X;
  extraSchema: z.ZodMiniType<X>;
}

export interface RecordStoreBase<T extends BaseRecord> {
  hydrated: boolean;
  lastUpdateTime: number;
  records: Record<string, T>;
  hydrate: () => Promise<void>;
  /** Inserts or replaces a record; its update time is set now. */
  put: (record: Omit<T, 'updatedAt'>) => T;
  update: (id: string, patch: Partial<Omit<T, 'id' | 'updatedAt'>>) => T | undefined;
  /** Deletes the record and records a tombstone; the returned function undoes both. */
  remove: (id: string) => () => Promise<void>;
  /** Newest first. */
  list: () => T[];
  unload: () => void;
}

/** What a store's own actions may use: the state, and a persisted setter of its small state. */
export interface RecordStoreApi<S, X> {
  get: () => S;
  setExtra: (patch: Partial<X>) => void;
}

export function createRecordStore<T extends BaseRecord, X extends object, D extends object>(
  spec: RecordStoreSpec<T, X>,
  domain: (api: RecordStoreApi<RecordStoreBase<T> & X, X>) => D,
): UseBoundStore<StoreApi<RecordStoreBase<T> & X & D>> {
  type S = RecordStoreBase<T> & X & D;
  const version = STORE_VERSIONS[spec.store];
  const write = (hydrated: boolean, op: (db: PolychatDb) => Promise<unknown>) => persist(spec.store, hydrated, op);
  // The schema types the object store by its stored record type, which T stands for here.
  const table = (tx: WriteTx) => tx.objectStore(spec.table) as unknown as RecordObjectStore<T>;

  return create<S>()((set, get) => {
    const saveState = (state: S) => {
      const extra: Partial<X> = {};
      for (const key of Object.keys(spec.extra()) as (keyof X)[]) extra[key] = state[key];
      return write(state.hydrated, (db) =>
        writeTx(db, ['settings'], (tx) => putSettings(tx, spec.store, version, extra, state.lastUpdateTime)),
      );
    };

    const base: RecordStoreBase<T> = {
      hydrated: false,
      lastUpdateTime: 0,
      records: {},
      hydrate: async () => {
        const db = await openDb();
        if (!db) {
          set({ hydrated: true } as Partial<S>);
          return;
        }
        const settings = await readSettings(db, spec.store);
        const fromVersion = settings?.version ?? version;
        const ctx = migrationContext();
        const migrate = spec.migrate ?? migrateRecord;
        const rows = await readTable(db, spec.table);
        const parsed = parseRowsWithSource(rows, spec.schema, spec.kind, (raw) => migrate(raw, fromVersion, ctx));
        const loaded = parsed.map((entry) => entry.value);
        const records = spec.migrateAll ? spec.migrateAll(loaded, fromVersion, ctx) : loaded;
        // Rows whose key a migration changed (numeric ids, new prompt ids) are replaced, not doubled.
        const staleKeys = parsed
          .map((entry) => (entry.raw as { id: unknown }).id as string)
          .filter((key, i) => key !== records[i]?.id);
        const extraParsed = spec.extraSchema.safeParse(settings?.data);
        if (settings && !extraParsed.success) reportSkipped(1, `${spec.store} settings`);
        set({
          ...(extraParsed.success ? extraParsed.data : {}),
          records: Object.fromEntries(records.map((r) => [r.id, r])),
          lastUpdateTime: settings?.updatedAt ?? 0,
          hydrated: true,
        } as Partial<S>);
        if (fromVersion < version || !settings || staleKeys.length > 0) {
          await write(true, (db) =>
            writeTx(db, [spec.table], async (tx) => {
              await Promise.all(staleKeys.map((key) => table(tx).delete(key)));
              await Promise.all(records.map((record) => table(tx).put(record)));
            }),
          );
          await saveState(get());
        }
      },
      put: (input) => {
        const now = editTime();
        const record = { ...input, updatedAt: now } as T;
        set((s) => ({ records: { ...s.records, [record.id]: record }, lastUpdateTime: now }) as Partial<S>);
        void write(get().hydrated, (db) => writeTx(db, [spec.table], (tx) => table(tx).put(record)));
        return record;
      },
      update: (id, patch) => {
        const existing = get().records[id];
        if (!existing) return undefined;
        return get().put({ ...existing, ...patch, id });
      },
      remove: (id) => {
        const removed = get().records[id];
        if (!removed) return async () => {};
        const now = editTime();
        set((s) => {
          const { [id]: _gone, ...records } = s.records;
          return { records, lastUpdateTime: now } as Partial<S>;
        });
        const deletion = write(get().hydrated, (db) =>
          writeTx(db, [spec.table, 'tombstones'], async (tx) => {
            await table(tx).delete(id);
            await putTombstones(tx, spec.kind, [id], now);
          }),
        );
        return async () => {
          await deletion;
          if (get().records[id]) return;
          // Stamped anew: the restored record must win over its deletion on other devices too.
          const restored = { ...removed, updatedAt: editTime() };
          set((s) => ({ records: { ...s.records, [id]: restored }, lastUpdateTime: restored.updatedAt }) as Partial<S>);
          await write(get().hydrated, (db) =>
            writeTx(db, [spec.table, 'tombstones'], async (tx) => {
              await table(tx).put(restored);
              await removeTombstones(tx, spec.kind, [id]);
            }),
          );
        };
      },
      list: () => Object.values(get().records).sort((a, b) => b.createdAt - a.createdAt),
      unload: () => set({ ...spec.extra(), hydrated: false, lastUpdateTime: 0, records: {} } as Partial<S>),
    };

    const setExtra = (patch: Partial<X>) => {
      set({ ...patch, lastUpdateTime: editTime() } as Partial<S>);
      void saveState(get());
    };
    return { ...base, ...spec.extra(), ...domain({ get, setExtra }) } as S;
  });
}
