// Changes announced by another tab (stores/tab-channel.ts) are read here, shortly after they
// stop arriving: a reply streaming in another tab is followed a few times a second, not per word.

import type { StoreName } from '../../../core/constants/settings';
import { useAccessStore } from '../../stores/access-store';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { useMaskStore } from '../../stores/mask-store';
import { useMcpServerStore } from '../../stores/mcp-server-store';
import { usePluginStore } from '../../stores/plugin-store';
import { usePromptStore } from '../../stores/prompt-store';
import { useSdStore } from '../../stores/sd-store';
import { reloadStores } from '../../stores/state-io';
import { useSyncStore } from '../../stores/sync-store';
import { ChangeSet, onTabChange, type TabChange } from '../../stores/tab-channel';

const FOLLOW_DELAY_MS = 150;

/** The knowledge screen's lists, read again if this tab has read them (its code loads with them). */
const reloadKnowledge = () => import('../knowledge/knowledge-store').then((module) => module.reloadKnowledge());

const readers: Record<StoreName, (change: TabChange) => Promise<void>> = {
  config: () => useConfigStore.getState().hydrate(),
  chat: (change) => useChatStore.getState().refresh(change.chats),
  access: () => useAccessStore.getState().hydrate(),
  mask: () => useMaskStore.getState().hydrate(),
  prompt: () => usePromptStore.getState().hydrate(),
  sync: () => useSyncStore.getState().hydrate(),
  plugin: () => usePluginStore.getState().hydrate(),
  sd: () => useSdStore.getState().hydrate(),
  mcp: () => useMcpServerStore.getState().hydrate(),
};

/** Starts following the other tabs; returns the function that stops. */
export function followOtherTabs(): () => void {
  let changes = new ChangeSet();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading: Promise<void> = Promise.resolve();
  const read = () => {
    timer = undefined;
    const change = changes.toChange();
    changes = new ChangeSet();
    const stores = () => (change.all ? reloadStores() : Promise.all((change.stores ?? []).map((name) => readers[name](change))));
    reading = reading
      .then(() => Promise.all([stores(), change.all || change.knowledge ? reloadKnowledge() : undefined]))
      .then(() => undefined)
      .catch((error: unknown) => console.error('Could not read the changes of another tab', error));
  };
  const stop = onTabChange((change) => {
    changes.add(change);
    timer ??= setTimeout(read, FOLLOW_DELAY_MS);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
