// What the chat header's buttons and menu do. Loaded with the menu, not with the first screen.

import i18next from 'i18next';
import { Button } from '../../../components/Button/Button';
import { showConfirm, showModal } from '../../../components/Dialogs/show';
import { showToast } from '../../../components/Toast/showToast';
import { useChatStore } from '../../../stores/chat-store';
import { HistorySummary } from './HistorySummary';
import { SessionEditor } from './SessionEditor';
import { SessionStats } from './SessionStats';
import { loadEngine } from '../../../services/load-engine';

const texts = () => i18next.getFixedT(null, 'sessionMenu');

export function openSessionEditor(sessionId: string): void {
  const t = texts();
  const close = showModal({
    title: t('editor.title'),
    children: <SessionEditor sessionId={sessionId} />,
    actions: (
      <Button variant="primary" onClick={() => close()}>
        {t('editor.done')}
      </Button>
    ),
  });
}

export function openStats(sessionId: string): void {
  const t = texts();
  showModal({ title: t('stats.title'), maximisable: false, children: <SessionStats sessionId={sessionId} /> });
}

export function openHistorySummary(sessionId: string): void {
  const t = texts();
  showModal({ title: t('summary.title'), children: <HistorySummary sessionId={sessionId} /> });
}

/** Asks the model for a title whatever the current one, and says what came of it. */
export async function regenerateTitle(sessionId: string): Promise<void> {
  const t = texts();
  const dismiss = showToast(t('title.working'));
  try {
    const { regenerateTitle: request } = await loadEngine();
    const topic = await request(sessionId);
    dismiss();
    showToast(topic ? t('title.updated', { topic }) : t('title.empty'));
  } catch (error) {
    dismiss();
    showToast(t('title.failed', { message: error instanceof Error ? error.message : String(error) }));
  }
}

export function toggleClearContext(sessionId: string): void {
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (session?.clearContextIndex !== undefined) chat.revertClearContext(sessionId);
  else chat.clearContext(sessionId);
}

export async function resetSession(sessionId: string): Promise<void> {
  const t = texts();
  if (!(await showConfirm(t('reset.confirm')))) return;
  await useChatStore.getState().resetSession(sessionId);
  showToast(t('reset.done'));
}
