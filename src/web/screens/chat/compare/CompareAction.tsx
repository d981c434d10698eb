import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsIcon } from '../../../components/icons/compare';
import { EscapeWhileLoading } from '../../../components/escape-while-loading';
import { withStrings } from '../../../i18n/setup';
import { useChatStore } from '../../../stores/chat-store';
import { useConfigStore } from '../../../stores/config-store';
import { modelConfigOf } from '../../../stores/session-config';
import type { ModelChoice } from '../../settings/model-options';
import composerStyles from '../Composer.module.css';

/** The list of models loads when it is opened, with the model picker's words. */
const ComparePicker = lazy(() => withStrings(import('./ComparePicker'), ['compare', 'modelPicker']).then((m) => ({ default: m.ComparePicker })));

interface CompareActionProps {
  sessionId: string;
  /** What the input holds: the question the models are asked. */
  question: string;
  onAsk: (models: ModelChoice[]) => void;
}

/** The input's "Ask several models": the models are chosen, then the input's question goes to
 * each of them at once. */
export function CompareAction({ sessionId, question, onAsk }: CompareActionProps) {
  const { t } = useTranslation('inputActions', { keyPrefix: 'compare' });
  const [picking, setPicking] = useState(false);
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  // Subscribed so that a chat following Settings starts from a model changed there.
  useConfigStore((s) => s.modelConfig);
  if (!session) return null;
  const empty = question.trim() === '';
  const label = t('action');
  return (
    <>
      <button type="button" className={composerStyles.action} title={empty ? t('typeFirst') : label} disabled={empty} onClick={() => setPicking(true)}>
        <ColumnsIcon size={16} />
        <span className={composerStyles.actionLabel}>{label}</span>
      </button>
      {picking && (
        <Suspense fallback={<EscapeWhileLoading onEscape={() => setPicking(false)} />}>
          <ComparePicker
            current={modelConfigOf(session)}
            onClose={() => setPicking(false)}
            onAsk={(models) => {
              setPicking(false);
              onAsk(models);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
