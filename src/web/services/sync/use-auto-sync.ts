// Automatic sync (when turned on and configured): once at start, then after local changes have
// settled for a while, so a conversation is not uploaded word by word.

import { useEffect } from 'react';
import { isSyncConfigured } from '../../../core/sync/configured';
import { useSyncStore } from '../../stores/sync-store';
import { onOwnChange } from '../../stores/tab-channel';

const AUTO_SYNC_DELAY_MS = 5_000;

/** The sync code loads only for people who turned automatic sync on. */
const syncNow = () => import('./run-sync').then((module) => module.syncNow());

export function useAutoSync(): void {
  const enabled = useSyncStore((s) => s.autoSync && isSyncConfigured(s));
  useEffect(() => {
    if (!enabled) return;
    void syncNow();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onOwnChange((change) => {
      // The sync settings (its own status included) are this device's, not data to share.
      const shared = change.all || change.knowledge || (change.stores ?? []).some((name) => name !== 'sync');
      if (!shared) return;
      clearTimeout(timer);
      timer = setTimeout(() => void syncNow(), AUTO_SYNC_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [enabled]);
}
