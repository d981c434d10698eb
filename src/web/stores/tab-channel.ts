// Tabs of one browser share one database but each keeps its own stores in memory: every write
// is announced on a BroadcastChannel, so the other tabs read what changed without a reload.

import type { StoreName } from '../../core/constants/settings';

export interface TabChange {
  /** Everything may have changed (a sync, an import). */
  all?: boolean;
  stores?: StoreName[];
  /** For a chat write, the chats whose messages it changed (none for a write of the list alone).
   * Without it, a chat write may have changed the messages of any chat. Another tab then reads
   * again only these: re-reading every open chat, one of 20,000 messages among them, a few times a
   * second while a reply streams elsewhere would hold its main thread. */
  chats?: string[];
  /** The knowledge bases or their files changed (they live in the knowledge database, not in a
   * store of settings). */
  knowledge?: boolean;
}

/** Changes gathered over a moment, announced or followed as one. */
export class ChangeSet {
  all = false;
  readonly stores = new Set<StoreName>();
  /** Null once a chat write said nothing of which chats it changed: any may have. */
  chats: Set<string> | null = new Set();
  knowledge = false;

  add(change: TabChange): void {
    if (change.all) this.all = true;
    if (change.knowledge) this.knowledge = true;
    for (const store of change.stores ?? []) this.stores.add(store);
    if (!change.stores?.includes('chat')) return;
    if (!change.chats) this.chats = null;
    else for (const id of change.chats) this.chats?.add(id);
  }

  toChange(): TabChange {
    return { all: this.all, stores: [...this.stores], ...(this.chats ? { chats: [...this.chats] } : {}), ...(this.knowledge ? { knowledge: true } : {}) };
  }
}

const CHANNEL_NAME = 'polychat-changes';
/** Writes close together (a reply streaming in) are announced once. */
const ANNOUNCE_DELAY_MS = 100;

let channel: BroadcastChannel | null | undefined;
let pending: ChangeSet | null = null;

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
    pending = new ChangeSet();
    setTimeout(() => {
      const change = pending!.toChange();
      pending = null;
      opened()?.postMessage(change);
    }, ANNOUNCE_DELAY_MS);
  }
  pending.add(change);
}

export function onTabChange(listener: (change: TabChange) => void): () => void {
  const target = opened();
  if (!target) return () => {};
  const handle = (event: MessageEvent<TabChange>) => listener(event.data);
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
}
