// What went wrong with local storage, for the app shell to tell the user (it renders the toast).

import { create } from 'zustand';

export interface StorageStatus {
  /** Records that could not be read or failed validation, and were left out. */
  skipped: number;
  /** IndexedDB could not be opened (e.g. private mode): everything lives in memory only. */
  unavailable: boolean;
  /** The last failed write (e.g. QuotaExceededError); the in-memory state is kept. */
  writeError: string | null;
  reportSkipped: (count: number) => void;
  setUnavailable: (unavailable: boolean) => void;
  setWriteError: (message: string | null) => void;
  reset: () => void;
}

const initial = { skipped: 0, unavailable: false, writeError: null };

export const useStorageStatus = create<StorageStatus>()((set) => ({
  ...initial,
  reportSkipped: (count) => {
    if (count > 0) set((s) => ({ skipped: s.skipped + count }));
  },
  setUnavailable: (unavailable) => set({ unavailable }),
  setWriteError: (writeError) => set({ writeError }),
  reset: () => set(initial),
}));
