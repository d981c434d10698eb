import { useEffect, useSyncExternalStore } from 'react';

/** A module fetched on first need and shared by every component that wants it. Components read it
 * synchronously once it is there, so text renders plain at once and is enhanced when it arrives. */
export interface LazyModule<T> {
  get: () => T | undefined;
  load: () => Promise<T | undefined>;
  subscribe: (listener: () => void) => () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T | undefined> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    load: () =>
      (pending ??= importer().then(
        (loaded) => {
          value = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          // A chunk that failed to load (offline, new deployment) is tried again on the next need;
          // meanwhile the text stays readable without the enhancement.
          pending = undefined;
          console.warn('Markdown: a lazily loaded part failed to load', error);
          return undefined;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module when loaded; starts loading it when `wanted`. */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): T | undefined {
  const value = useSyncExternalStore(module.subscribe, module.get, module.get);
  useEffect(() => {
    if (wanted && value === undefined) void module.load();
  }, [module, wanted, value]);
  return value;
}
