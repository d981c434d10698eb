// Window counts for one process (the file store's): a Map bounded in size, oldest window dropped
// first, so a flood of addresses cannot grow it without end.

import type { WindowCount } from './server-store';

const MEMORY_WINDOWS_MAX_KEYS = 10_000;

interface Window {
  count: number;
  endsAt: number;
}

export function createMemoryWindows(now: () => number = Date.now, maxKeys = MEMORY_WINDOWS_MAX_KEYS) {
  const windows = new Map<string, Window>();
  const live = (key: string, at: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.endsAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const countOf = (window: Window | undefined, at: number): WindowCount =>
    window ? { count: window.count, resetInMs: window.endsAt - at } : { count: 0, resetInMs: 0 };
  return {
    hit(key: string, windowMs: number): WindowCount {
      const at = now();
      const window = live(key, at) ?? { count: 0, endsAt: at + windowMs };
      window.count += 1;
      // Delete then set keeps the Map in order of last use, oldest first.
      windows.delete(key);
      windows.set(key, window);
      for (const oldest of windows.keys()) {
        if (windows.size <= maxKeys) break;
        windows.delete(oldest);
      }
      return countOf(window, at);
    },
    peek(key: string): WindowCount {
      const at = now();
      return countOf(live(key, at), at);
    },
    get size(): number {
      return windows.size;
    },
  };
}
