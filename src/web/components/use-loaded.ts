import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** The module's part once it is here; null while it loads or after it failed. */
  value: T | null;
  /** The last attempt failed (offline on first use, a deployment that replaced the file). */
  failed: boolean;
  /** Tries again after a failure. */
  retry: () => void;
}

/** What a lazily loaded module gives, for a part drawn once it is here. Loading starts when
 * `wanted`. Not React.lazy under a Suspense boundary: React shows a boundary's content no sooner
 * than 300 ms after its fallback was drawn, however fast the code came, and a lazy component that
 * fails throws to the error page where a sentence and a retry are what the reader needs. */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean, cached: () => T | undefined): Loaded<T> {
  const [value, setValue] = useState<T | null>(() => cached() ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || value !== null) return;
    let alive = true;
    load()
      .then((loaded) => {
        if (alive) setValue(() => loaded);
      })
      .catch((error: unknown) => {
        console.warn('A part of the page could not be loaded', error);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, [wanted, value, load, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { value, failed, retry };
}

export interface Loadable<T> {
  /** Starts the loading, or joins the one under way; a failed one is tried again. */
  load: () => Promise<T>;
  /** useLoaded over it: its value once here, loading from the first render that wants it. */
  useValue: (wanted?: boolean) => Loaded<T>;
}

/** A module's part loaded once a page and kept, for parts drawn from a hook rather than under
 * React.lazy (useLoaded says why). */
export function loadable<T>(load: () => Promise<T>): Loadable<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const start = () =>
    (pending ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const cached = () => value;
  return { load: start, useValue: (wanted = true) => useLoaded(start, wanted, cached) };
}
