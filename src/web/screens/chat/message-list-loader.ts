import { useEffect, useState } from 'react';
import { withStrings } from '../../i18n/setup';
import type { MessageList } from './MessageList';

/** The conversation's list (the virtualiser, the rows and their toolbars) loads once a chat has a
 * message, or as its first is typed: a new user's empty chat never needs it before then. */
export const loadMessageList = () => withStrings(import('./MessageList'), 'messages');

let loaded: typeof MessageList | undefined;

/** The list's component once its code and words are here, else null; loading starts when `wanted`.
 * Not React.lazy under a Suspense boundary: React holds a boundary's content back until 300 ms
 * after its fallback was drawn, and a long chat's newest messages showed that much later. */
export function useMessageList(wanted: boolean): typeof MessageList | null {
  const [list, setList] = useState(() => loaded ?? null);
  useEffect(() => {
    if (!wanted || list) return;
    let alive = true;
    loadMessageList()
      .then((module) => {
        loaded = module.MessageList;
        if (alive) setList(() => module.MessageList);
      })
      .catch((error: unknown) => console.warn('The conversation could not be loaded', error));
    return () => {
      alive = false;
    };
  }, [wanted, list]);
  return list;
}
