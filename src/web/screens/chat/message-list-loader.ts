import { withStrings } from '../../i18n/setup';
import { useLoaded, type Loaded } from '../../components/use-loaded';
import type { MessageList } from './MessageList';

let loaded: typeof MessageList | undefined;

/** The conversation's list (the virtualiser, the rows and their toolbars) loads once a chat has a
 * message, or as its first is typed: a new user's empty chat never needs it before then. */
export const loadMessageList = () =>
  withStrings(import('./MessageList'), 'messages').then((module) => {
    loaded = module.MessageList;
    return module;
  });

const loadComponent = () => loadMessageList().then((module) => module.MessageList);

/** The list's component once its code and words are here (useLoaded says why not lazy: a long
 * chat's newest messages showed 300 ms later under a Suspense fallback), or why not. */
export function useMessageList(wanted: boolean): Loaded<typeof MessageList> {
  return useLoaded(loadComponent, wanted, () => loaded);
}
