// Start-up: every store reads its records once, in parallel, before any of them may write.

import type { StoreName } from '../../core/constants/settings';
import { useAccessStore } from './access-store';
import { useChatStore } from './chat-store';
import { useConfigStore } from './config-store';
import { openDb } from './db';
import { useMaskStore } from './mask-store';
import { useMcpServerStore } from './mcp-server-store';
import { usePluginStore } from './plugin-store';
import { usePromptStore } from './prompt-store';
import { useSdStore } from './sd-store';
import { useStorageStatus } from './storage-status';
import { useSyncStore } from './sync-store';

export interface HydrationReport {
  /** Records skipped as unreadable or invalid (they stay in the database untouched). */
  skipped: number;
  /** IndexedDB could not be opened; every store runs in memory. */
  unavailable: boolean;
  /** Stores whose hydration threw; they run in memory from their defaults. */
  failed: StoreName[];
  durationMs: number;
}

interface Hydratable {
  hydrate: () => Promise<void>;
  unload: () => void;
}

const stores: Record<StoreName, () => Hydratable> = {
  config: useConfigStore.getState,
  chat: useChatStore.getState,
  access: useAccessStore.getState,
  mask: useMaskStore.getState,
  prompt: usePromptStore.getState,
  sync: useSyncStore.getState,
  plugin: usePluginStore.getState,
  sd: useSdStore.getState,
  mcp: useMcpServerStore.getState,
};

let running: Promise<HydrationReport> | null = null;

async function hydrateAll(): Promise<HydrationReport> {
  const started = performance.now();
  await openDb();
  const failed: StoreName[] = [];
  const run = async (name: StoreName) => {
    try {
      await stores[name]().hydrate();
    } catch (error) {
      console.error(`The ${name} store could not be loaded; it runs from defaults in memory`, error);
      failed.push(name);
    }
  };
  // The chat store may create a first session from the model config, so config goes first (it
  // is one small record); the others run in parallel.
  await run('config');
  const others = (Object.keys(stores) as StoreName[]).filter((name) => name !== 'config');
  await Promise.all(others.map(run));
  const status = useStorageStatus.getState();
  return {
    skipped: status.skipped,
    unavailable: status.unavailable,
    failed,
    durationMs: performance.now() - started,
  };
}

/** Hydrates every store once; later calls return the same report. */
export function hydrateStores(): Promise<HydrationReport> {
  running ??= hydrateAll();
  return running;
}

/** Forgets the finished hydration and empties every store (tests, and after clearing all data). */
export function unloadStores(): void {
  running = null;
  for (const getState of Object.values(stores)) getState().unload();
}
