// One sync run (part 2 section 4 "Sync run"): read the remote state; merge it into the local one
// in the worker (an empty remote just receives ours); write the merged state back; mark the time.
// A failed read changes nothing here and writes nothing there.

import { isSyncConfigured } from '../../../core/sync/configured';
import { SyncError, type SyncErrorCode } from '../../../core/sync/transport';
import { observeEditTime } from '../../stores/clock';
import { reloadStores } from '../../stores/state-io';
import { useSyncStore } from '../../stores/sync-store';
import { announceChange } from '../../stores/tab-channel';
import { useSyncRun } from './sync-run-state';
import { mergeInWorker } from './sync-worker-client';
import { transportFor } from './transport-for';

/** Why a sync failed, as shown (translated) in the sync section. */
export type SyncFailure = SyncErrorCode | 'not_configured' | 'storage';

const PROBLEM_CODES = { corrupt: 'remote_corrupt', foreign: 'remote_foreign', newer: 'remote_newer' } as const;

function failureOf(error: unknown): SyncFailure {
  if (error instanceof SyncError) return error.code;
  return 'storage';
}

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
    const transport = transportFor(settings);
    const remoteText = await transport.read();
    const merged = await mergeInWorker({
      remoteText,
      scope: { includeKeys: settings.includeKeys, includeImages: settings.includeImages },
      now: Date.now(),
    });
    if (!merged.ok) return fail(PROBLEM_CODES[merged.problem]);
    observeEditTime(merged.latestClock);
    if (merged.changed) {
      await reloadStores();
      announceChange({ all: true });
    }
    await transport.write(merged.uploadText);
    useSyncStore.getState().update({ lastStatus: 'success', lastError: '' });
    useSyncStore.getState().markSynced(settings.provider);
    return null;
  } catch (error) {
    if (!(error instanceof SyncError)) console.error('Sync failed', error);
    return fail(failureOf(error));
  }
}
