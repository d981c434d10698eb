// App settings (part 2 section 3 "Settings"). The shell reads theme, language, fontSize and
// sidebarWidth from here under exactly these names.

import { editTime } from './clock';
import { create } from 'zustand';
import { defaultAppConfig } from '../../core/defaults';
import { appConfigSchema, fieldsOf } from '../../core/schemas';
import type { AppConfig, ModelConfig } from '../../core/types';
import { migrateConfig } from './migrations';
import { clampModelConfig } from '../../core/models/clamp';
import { loadSingleton, pick, saveSingleton } from './singleton';
import { BUILD_MODE } from '../services/build-mode';

/** This build's defaults: the desktop app starts with the tight border on. */
const buildDefaults = () => defaultAppConfig({ desktop: BUILD_MODE === 'desktop' });

/** Every field of the settings is saved, optional ones included. */
const CONFIG_KEYS = fieldsOf(appConfigSchema);

export interface ConfigStore extends AppConfig {
  hydrated: boolean;
  lastUpdateTime: number;
  hydrate: () => Promise<void>;
  update: (patch: Partial<AppConfig>) => void;
  /** Model parameters are clamped to their bounds (CLAMPS) before they are kept. */
  updateModelConfig: (patch: Partial<ModelConfig>) => void;
  resetToDefaults: () => void;
  /** Back to the state before hydration (tests, and after all data was cleared). */
  unload: () => void;
}

const initialState = () => ({ ...buildDefaults(), hydrated: false, lastUpdateTime: 0 });

export const useConfigStore = create<ConfigStore>()((set, get) => {
  const save = () => {
    const state = get();
    return saveSingleton('config', state.hydrated, pick(state, CONFIG_KEYS), state.lastUpdateTime);
  };
  const apply = (patch: Partial<AppConfig>) => {
    const now = editTime();
    set({ ...patch, lastUpdate: now, lastUpdateTime: now });
    void save();
  };
  return {
    ...initialState(),
    hydrate: async () => {
      const loaded = await loadSingleton('config', migrateConfig);
      set({ ...(loaded?.value ?? {}), lastUpdateTime: loaded?.updatedAt ?? 0, hydrated: true });
      if (loaded?.migrated) await save();
    },
    update: (patch) => {
      const modelConfig = patch.modelConfig ? clampModelConfig(patch.modelConfig) : undefined;
      apply(modelConfig ? { ...patch, modelConfig } : patch);
    },
    updateModelConfig: (patch) => apply({ modelConfig: clampModelConfig({ ...get().modelConfig, ...patch }) }),
    resetToDefaults: () => apply(buildDefaults()),
    unload: () => set(initialState()),
  };
});
