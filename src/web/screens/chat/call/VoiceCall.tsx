import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../core/chat/message-content';
import { realtimeRoute } from '../../../../core/realtime/route';
import type { ModelConfig } from '../../../../core/types';
import { IconButton } from '../../../components/Button/IconButton';
import { PhoneIcon } from '../../../components/icons/call';
import { BUILD_MODE } from '../../../services/build-mode';
import { RealtimeCall, type CallView } from '../../../services/realtime/call';
import { useAccessStore } from '../../../stores/access-store';
import { useChatStore } from '../../../stores/chat-store';
import { CallDialog } from './CallDialog';
import { turnWriter } from './call-turns';

/** The chat's instructions for the model: its preset's system messages. */
function instructionsOf(sessionId: string): string {
  const session = useChatStore.getState().sessions.find((item) => item.id === sessionId);
  return (session?.mask.context ?? [])
    .filter((message) => message.role === 'system')
    .map((message) => messageText(message.content))
    .join('\n\n');
}

/** The header's "Voice call", shown for a chat on a realtime model, and the call it opens. */
export function VoiceCallButton({ sessionId, config }: { sessionId: string; config: Pick<ModelConfig, 'model' | 'providerName'> }) {
  const { t } = useTranslation('realtime');
  const [view, setView] = useState<CallView>();
  const call = useRef<RealtimeCall>(undefined);
  // Leaving the chat screen hangs up: a call nobody sees must not keep the microphone open.
  useEffect(() => () => call.current?.hangUp(), []);

  const start = () => {
    const route = realtimeRoute(config.providerName, config.model, useAccessStore.getState(), BUILD_MODE, window.location.origin);
    if (!route) {
      setView({ status: 'ended', muted: false, turns: [], problem: { kind: 'noKey' } });
      return;
    }
    const save = turnWriter(sessionId, config.model);
    const started = new RealtimeCall({
      route,
      instructions: instructionsOf(sessionId),
      onChange: setView,
      onTurns: (turns) => void save(turns),
    });
    call.current = started;
    void started.start();
  };

  const close = () => {
    call.current?.hangUp();
    call.current = undefined;
    setView(undefined);
  };

  return (
    <>
      <IconButton aria-label={t('start')} onClick={start} disabled={view !== undefined}>
        <PhoneIcon size={18} />
      </IconButton>
      {view && (
        <CallDialog
          view={view}
          model={config.model}
          onMute={(muted) => call.current?.setMuted(muted)}
          onType={(text) => call.current?.sendText(text)}
          onEnd={close}
        />
      )}
    </>
  );
}
