import { useEffect, useState } from 'react';

/** What a lazily loaded module gives, for a part drawn once it is here; null until then. Loading
 * starts when `wanted`. Not React.lazy under a Suspense boundary: React shows a boundary's content no
 * sooner than 300 ms after its fallback was drawn, however fast the code came. */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean, cached: () => T | undefined): T | null {
  const [value, setValue] = useState<T | null>(() => cached() ?? null);
  useEffect(() => {
    if (!wanted || value !== null) return;
    let alive = true;
    load()
      .then((loaded) => {
        if (alive) setValue(() => loaded);
      })
      .catch((error: unknown) => console.warn('A part of the page could not be loaded', error));
    return () => {
      alive = false;
    };
  }, [wanted, value, load]);
  return value;
}
