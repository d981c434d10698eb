// Access settings: the user's own keys and endpoints (persisted) plus what the server reports at
// start-up (memory only, re-read every time, so a changed deployment is never shadowed by a
// stale stored copy).

import { editTime } from './clock';
import { create } from 'zustand';
import { defaultAccessSettings } from '../../core/defaults';
import { SERVER_ACCESS_FIELDS, type UserAccessSettings } from '../../core/schemas';
import type { AccessSettings, ClientConfig, ProviderName } from '../../core/types';
import { BUILD_MODE } from '../services/build-mode';
import { hasValidCredentials, isAuthorized } from './access-rules';
import { USER_ACCESS_FIELDS, migrateAccess } from './migrations';
import { loadSingleton, pick, saveSingleton } from './singleton';

export interface AccessStore extends AccessSettings {
  hydrated: boolean;
  lastUpdateTime: number;
  hydrate: () => Promise<void>;
  /** User settings only; server-reported fields in the patch are ignored. */
  update: (patch: Partial<UserAccessSettings>) => void;
  applyServerConfig: (config: ClientConfig) => void;
  isAuthorized: () => boolean;
  hasValidCredentials: (provider: ProviderName) => boolean;
  unload: () => void;
}

const initialState = () => ({ ...defaultAccessSettings(), hydrated: false, lastUpdateTime: 0 });

export const useAccessStore = create<AccessStore>()((set, get) => {
  const save = () => {
    const state = get();
    return saveSingleton('access', state.hydrated, pick(state, USER_ACCESS_FIELDS), state.lastUpdateTime);
  };
  return {
    ...initialState(),
    hydrate: async () => {
      const loaded = await loadSingleton('access', migrateAccess);
      // Only user fields are set: server values may already have arrived and must stay.
      set({ ...(loaded?.value ?? {}), lastUpdateTime: loaded?.updatedAt ?? 0, hydrated: true });
      if (loaded?.migrated) await save();
    },
    update: (patch) => {
      set({ ...pick(patch, USER_ACCESS_FIELDS.filter((key) => key in patch)), lastUpdateTime: editTime() });
      void save();
    },
    applyServerConfig: (config) => set(pick(config, SERVER_ACCESS_FIELDS)),
    isAuthorized: () => isAuthorized(get(), BUILD_MODE),
    hasValidCredentials: (provider) => hasValidCredentials(get(), provider, BUILD_MODE),
    unload: () => set(initialState()),
  };
});
