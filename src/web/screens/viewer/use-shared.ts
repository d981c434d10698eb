import { useCallback, useEffect, useState } from 'react';
import { callOut } from '../../services/http/page-call-out';

export type SharedState<T> =
  | { status: 'loading' }
  | { status: 'found'; value: T }
  | { status: 'missing' }
  | { status: 'failed' };

/** Reads something our server keeps for a link (an artifact, a shared chat). A 404 is "missing";
 * anything else that goes wrong is "failed", which the page offers to try again. */
export function useShared<T>(url: string, read: (response: Response) => Promise<T>): SharedState<T> & { retry: () => void } {
  const [state, setState] = useState<SharedState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    callOut(url, { credentials: 'omit' })
      .then(async (response) => {
        if (response.status === 404) return { status: 'missing' } as const;
        if (!response.ok) return { status: 'failed' } as const;
        return { status: 'found', value: await read(response) } as const;
      })
      .catch(() => ({ status: 'failed' }) as const)
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [url, read, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
