// A new deployment of the app, waiting in the browser (its service worker installed, not yet in
// charge). Memory only: the browser itself remembers the waiting worker across reloads.

import i18next from 'i18next';
import { create } from 'zustand';
import { anyStreaming } from '../../../core/chat/streaming';
import { showToast } from '../../components/Toast/showToast';
import { useChatStore } from '../../stores/chat-store';

interface AppUpdateState {
  /** A new version is installed and waits for the user's word to take over. */
  waiting: boolean;
  /** The user asked for it while a reply was streaming: the reload follows the reply's end. */
  accepted: boolean;
  /** Hands the page to the new version and reloads; set by the registration once one waits. */
  activate: () => void;
}

export const useAppUpdate = create<AppUpdateState>()(() => ({ waiting: false, accepted: false, activate: () => {} }));

const anyReplyStreaming = (state = useChatStore.getState()): boolean =>
  Object.values(state.messagesBySession).some((messages) => messages !== undefined && anyStreaming(messages));

/** The user's "Reload to update". Never under a streaming reply: its words would be cut off, so the
 * reload waits until no reply streams, then happens. */
export function acceptAppUpdate(): void {
  const { waiting, accepted, activate } = useAppUpdate.getState();
  if (!waiting || accepted) return;
  useAppUpdate.setState({ accepted: true });
  if (!anyReplyStreaming()) {
    activate();
    return;
  }
  showToast(i18next.t('settingsPage:update.willReload'));
  const stop = useChatStore.subscribe((state) => {
    if (anyReplyStreaming(state)) return;
    stop();
    activate();
  });
}
