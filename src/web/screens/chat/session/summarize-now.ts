import i18next from 'i18next';
import { showToast } from '../../../components/Toast/showToast';

/** Asks for a summary now; a chat with nothing new to summarise gets
 * "conversation too short, no summary needed". */
export async function summarizeNow(sessionId: string): Promise<void> {
  const t = i18next.getFixedT(null, 'sessionMenu');
  const dismiss = showToast(t('summary.working'));
  try {
    const { summarizeSession } = await import('../../../services/chat-engine');
    const summary = await summarizeSession(sessionId, { force: true });
    dismiss();
    showToast(summary ? t('summary.updated') : t('summary.empty'));
  } catch (error) {
    dismiss();
    showToast(error instanceof Error ? error.message : String(error));
  }
}
