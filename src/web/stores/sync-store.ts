// Sync settings (part 2 section 3 "Sync settings"); the sync run itself lives in core/sync.

import { create } from 'zustand';
import { defaultSyncSettings } from '../../core/defaults';
import { fieldsOf, syncSettingsSchema } from '../../core/schemas';
import type { SyncProvider, SyncSettings } from '../../core/types';
import { migrateSync } from './migrations';
import { loadSingleton, pick, saveSingleton } from './singleton';

/** Every field of the settings is saved, optional ones included. */
const SYNC_KEYS = fieldsOf(syncSettingsSchema);

export interface SyncStore extends SyncSettings {
  hydrated: boolean;
  lastUpdateTime: number;
  hydrate: () => Promise<void>;
  update: (patch: Partial<SyncSettings>) => void;
  updateWebdav: (patch: Partial<SyncSettings['webdav']>) => void;
  updateUpstash: (patch: Partial<SyncSettings['upstash']>) => void;
  /** Records a successful sync run with the given provider. */
  markSynced: (provider: SyncProvider, at?: number) => void;
  /** The settings alone, without the store's flags and actions (they cannot go to a worker). */
  settings: () => SyncSettings;
  unload: () => void;
}

const initialState = () => ({ ...defaultSyncSettings(), hydrated: false, lastUpdateTime: 0 });

export const useSyncStore = create<SyncStore>()((set, get) => {
  const apply = (patch: Partial<SyncSettings>) => {
    set({ ...patch, lastUpdateTime: Date.now() });
    const state = get();
    void saveSingleton('sync', state.hydrated, pick(state, SYNC_KEYS), state.lastUpdateTime);
  };
  return {
    ...initialState(),
    hydrate: async () => {
      const loaded = await loadSingleton('sync', migrateSync);
      set({ ...(loaded?.value ?? {}), lastUpdateTime: loaded?.updatedAt ?? 0, hydrated: true });
      const state = get();
      if (loaded?.migrated) await saveSingleton('sync', true, pick(state, SYNC_KEYS), state.lastUpdateTime);
    },
    update: apply,
    updateWebdav: (patch) => apply({ webdav: { ...get().webdav, ...patch } }),
    updateUpstash: (patch) => apply({ upstash: { ...get().upstash, ...patch } }),
    markSynced: (provider, at = Date.now()) => apply({ lastSyncTime: at, lastProvider: provider }),
    settings: () => pick(get(), SYNC_KEYS),
    unload: () => set(initialState()),
  };
});
