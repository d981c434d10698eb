import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/Button/IconButton';
import { EscapeWhileLoading, useWithdrawnRequest } from '../../components/escape-while-loading';
import { EditIcon, MoreIcon } from '../../components/icons/chat';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { loadable } from '../../components/use-loaded';
import { ExportButton } from './export/ExportButton';
import { withStrings } from '../../i18n/setup';
import { isRealtimeModel } from '../../../core/realtime/models';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { modelConfigOf } from '../../stores/session-config';

const menu = loadable(() => withStrings(import('./session/SessionMenu'), 'sessionMenu').then((m) => m.SessionMenu));
const loadMenu = () => menu.load().catch(() => undefined);
const loadActions = () => withStrings(import('./session/session-actions'), 'sessionMenu');
// The call's button, screen and words load only for a chat on a realtime model.
const voiceCall = loadable(() => withStrings(import('./call/VoiceCall'), 'realtime').then((m) => m.VoiceCallButton));

/** "Voice call", once its code is here, for a chat whose model holds realtime conversations. */
function VoiceCallSlot({ sessionId }: { sessionId: string }) {
  const session = useChatStore((s) => s.sessions.find((item) => item.id === sessionId));
  // Subscribed so that a chat following Settings shows a change made there.
  useConfigStore((s) => s.modelConfig);
  const config = session ? modelConfigOf(session) : undefined;
  const realtime = config !== undefined && isRealtimeModel(config.model, config.providerName);
  const { value: VoiceCallButton } = voiceCall.useValue(realtime);
  return realtime && config && VoiceCallButton ? <VoiceCallButton sessionId={sessionId} config={config} /> : null;
}

const MoreButton = forwardRef<HTMLButtonElement, Omit<ComponentPropsWithoutRef<'button'>, 'aria-label'>>(
  function MoreButton(props, ref) {
    const { t } = useTranslation('session');
    return (
      <IconButton ref={ref} aria-label={t('header.more')} {...props}>
        <MoreIcon size={18} />
      </IconButton>
    );
  },
);

/** The chat header's buttons: edit the chat, export it, and a menu of the rest. The menu and the
 * dialogs load when first wanted, not with the first screen. */
export function ChatHeaderActions({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('session');
  const [menuWanted, setMenuWanted] = useState(false);
  const { trigger, request, withdraw } = useWithdrawnRequest(setMenuWanted);
  const { value: SessionMenu, failed, retry } = menu.useValue(menuWanted);
  const plainMore = (
    <MoreButton ref={trigger} onPointerEnter={() => void loadMenu()} onFocus={() => void loadMenu()} onClick={request} />
  );
  return (
    <>
      <VoiceCallSlot sessionId={sessionId} />
      <IconButton
        aria-label={t('header.edit')}
        onPointerEnter={() => void loadActions()}
        onClick={() => void loadActions().then((m) => m.openSessionEditor(sessionId))}
      >
        <EditIcon size={18} />
      </IconButton>
      <ExportButton sessionId={sessionId} />
      {!menuWanted ? (
        plainMore
      ) : SessionMenu ? (
        <SessionMenu sessionId={sessionId} trigger={<MoreButton />} />
      ) : (
        <EscapeWhileLoading onEscape={withdraw}>
          {plainMore}
          {failed && <LoadFailed onRetry={retry} onClose={withdraw} />}
        </EscapeWhileLoading>
      )}
    </>
  );
}
