// Whether a sync runs now: read by the sync section and the sidebar's indicator, which must not
// load the sync code itself.

import { create } from 'zustand';

interface SyncRunState {
  running: boolean;
}

export const useSyncRun = create<SyncRunState>()(() => ({ running: false }));
