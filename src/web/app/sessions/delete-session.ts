import i18next from 'i18next';
import { DELETE_UNDO_TOAST_MS } from '../../../core/constants/layout';
import { showToast } from '../../components/Toast/showToast';
import { useChatStore } from '../../stores/chat-store';

/** Deletes a session and offers to revert it for DELETE_UNDO_TOAST_MS (a toast with
 * an undo action, 5000 ms). The sidebar, the session menu and the `:del` command share it. */
export function deleteSessionWithUndo(sessionId: string): void {
  const undo = useChatStore.getState().deleteSession(sessionId);
  showToast(i18next.t('deleted', { ns: 'session' }), {
    duration: DELETE_UNDO_TOAST_MS,
    action: { label: i18next.t('revert', { ns: 'session' }), onClick: () => void undo() },
  });
}
