// Tabs of one browser share one database but each keeps its own stores in memory: every write
// is announced on a BroadcastChannel, so the other tabs read what changed without a reload.

import type { StoreName } from '../../core/constants';

export interface TabChange {
  /** Everything may have changed (a sync, an import). */
  all?: boolean;
  stores?: StoreName[];
}

const CHANNEL_NAME = 'polychat-changes';
/** Writes close together (a reply streaming in) are announced once. */
const ANNOUNCE_DELAY_MS = 100;

let channel: BroadcastChannel | null | undefined;
let pending: { all: boolean; stores: Set<StoreName> } | null = null;

function opened(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

const ownListeners = new Set<(change: TabChange) => void>();

/** Listens to this tab's own changes (automatic sync follows them). */
export function onOwnChange(listener: (change: TabChange) => void): () => void {
  ownListeners.add(listener);
  return () => ownListeners.delete(listener);
}

export function announceChange(change: TabChange): void {
  for (const listener of ownListeners) listener(change);
  if (!opened()) return;
  if (!pending) {
    pending = { all: false, stores: new Set() };
    setTimeout(() => {
      const { all, stores } = pending!;
      pending = null;
      opened()?.postMessage({ all, stores: [...stores] } satisfies TabChange);
    }, ANNOUNCE_DELAY_MS);
  }
  if (change.all) pending.all = true;
  for (const store of change.stores ?? []) pending.stores.add(store);
}

export function onTabChange(listener: (change: TabChange) => void): () => void {
  const target = opened();
  if (!target) return () => {};
  const handle = (event: MessageEvent<TabChange>) => listener(event.data);
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
}
