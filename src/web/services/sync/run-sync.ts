// One sync run (part 2 section 4 "Sync run"): in the sync worker, read the remote state, merge it
// into the local one (an empty remote just receives ours) and write the merged state back; here,
// read the stores again and mark the time. A failed read changes nothing here and writes nothing
// there.

import { isSyncConfigured } from '../../../core/sync/configured';
import type { SyncErrorCode } from '../../../core/sync/transport';
import { observeEditTime } from '../../stores/clock';
import { reloadStores } from '../../stores/state-io';
import { reloadKnowledge } from '../knowledge/knowledge-store';
import { useSyncStore } from '../../stores/sync-store';
import { announceChange } from '../../stores/tab-channel';
import { useSyncRun } from './sync-run-state';
import { pageAccessCode } from '../http/page-call-out';
import { syncInWorker } from './sync-worker-client';

/** Why a sync failed, as shown (translated) in the sync section. */
export type SyncFailure = SyncErrorCode | 'not_configured' | 'storage';

let current: Promise<SyncFailure | null> | null = null;

/** Runs a sync unless one is running (then its outcome is returned). Resolves to null on success
 * or to the reason it failed, which is also recorded in the sync settings. */
export function syncNow(): Promise<SyncFailure | null> {
  current ??= run().finally(() => {
    current = null;
    useSyncRun.setState({ running: false });
  });
  return current;
}

async function run(): Promise<SyncFailure | null> {
  const settings = useSyncStore.getState();
  const fail = (reason: SyncFailure) => {
    useSyncStore.getState().update({ lastStatus: 'failed', lastError: reason });
    return reason;
  };
  if (!isSyncConfigured(settings)) return fail('not_configured');
  useSyncRun.setState({ running: true });
  try {
    const result = await syncInWorker({ settings: settings.settings(), accessCode: pageAccessCode(), now: Date.now() });
    if (!result.ok) return fail(result.problem);
    observeEditTime(result.latestClock);
    if (result.changed) {
      await Promise.all([reloadStores(), reloadKnowledge()]);
      announceChange({ all: true });
    }
    useSyncStore.getState().update({ lastStatus: 'success', lastError: '' });
    useSyncStore.getState().markSynced(settings.provider);
    return null;
  } catch (error) {
    console.error('Sync failed', error);
    return fail('storage');
  }
}
