import { useTranslation } from 'react-i18next';
import { modelLabel } from '../../../core/models/model-label';
import type { SessionMeta } from '../../../core/types';
import { modelConfigOf } from '../../stores/session-config';
import { useAccessStore } from '../../stores/access-store';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import styles from './ChatScreen.module.css';
import { onModelPickerRequest } from './model-picker-request';
import { ModelPickerButton } from './ModelPickerButton';

/** The chat's model; a choice changes it for this chat alone. */
export function ModelButton({ session }: { session: SessionMeta }) {
  const { t } = useTranslation('chat');
  const groups = useAccessStore((s) => s.groups);
  // Subscribed so that a chat following Settings shows a change made there.
  useConfigStore((s) => s.modelConfig);
  const config = modelConfigOf(session);
  return (
    <ModelPickerButton
      className={styles.modelButton}
      aria-label={t('modelPicker.button', { model: modelLabel(config, groups) })}
      current={config}
      title={t('modelPicker.title')}
      // ':model' in the input opens the picker from the keyboard.
      openOn={onModelPickerRequest}
      // This chat keeps its own model config from then on, as a mask's chat does; Settings goes on
      // setting the default of new chats.
      onChoose={({ model, providerName, group }) =>
        useChatStore.getState().updateSessionMeta(session.id, { mask: { ...session.mask, syncGlobalConfig: false, modelConfig: { ...config, model, providerName, group } } })
      }
    />
  );
}
