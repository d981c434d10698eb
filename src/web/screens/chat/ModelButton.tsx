import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionMeta } from '../../../core/types';
import { modelConfigOf } from '../../stores/session-config';
import { useAccessStore } from '../../stores/access-store';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import styles from './ChatScreen.module.css';
import { modelLabel } from '../../../core/models/model-label';
import { onModelPickerRequest } from './model-picker-request';

const loadPicker = () => import('./ModelPicker');
const ModelPicker = lazy(() => loadPicker().then((m) => ({ default: m.ModelPicker })));

/** The chat's model, by the name the user knows it by; a click changes it for this chat alone. */
export function ModelButton({ session }: { session: SessionMeta }) {
  const { t } = useTranslation('chat');
  const groups = useAccessStore((s) => s.groups);
  // Subscribed so that a chat following Settings shows a change made there.
  useConfigStore((s) => s.modelConfig);
  const config = modelConfigOf(session);
  const label = modelLabel(config, groups);
  const [open, setOpen] = useState(false);
  // ':model' in the input opens the picker from the keyboard.
  useEffect(() => onModelPickerRequest(() => setOpen(true)), []);
  return (
    <>
      <button
        type="button"
        className={styles.modelButton}
        title={config.model}
        aria-label={t('modelPicker.button', { model: label })}
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={() => setOpen(true)}
      >
        {label}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ModelPicker
            current={config}
            title={t('modelPicker.title')}
            // This chat keeps its own model config from then on, as a mask's chat does; Settings
            // goes on setting the default of new chats.
            onChoose={({ model, providerName, group }) =>
              useChatStore.getState().updateSessionMeta(session.id, { mask: { ...session.mask, syncGlobalConfig: false, modelConfig: { ...config, model, providerName, group } } })
            }
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
