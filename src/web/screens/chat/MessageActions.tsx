import { messageImages } from '../../../core/chat/message-content';
import type { ChatMessage } from '../../../core/types';
import { IconButton } from '../../components/Button/IconButton';
import { showModal } from '../../components/Dialogs/show';
import { showPrompt } from '../../components/Dialogs/show-prompt';
import { DeleteIcon, EditIcon, StopIcon } from '../../components/icons/chat';
import { BranchIcon, CopyIcon, ForkIcon, FullscreenIcon, PinIcon, RetryIcon } from '../../components/icons/message';
import { showToast } from '../../components/Toast/showToast';
import { copyToClipboard } from '../../components/markdown/copy-to-clipboard';
import { useChatStore } from '../../stores/chat-store';
import { forkSession } from './fork-session';
import { MessageBody } from './MessageBody';
import styles from './MessageItem.module.css';
import type { RowStrings, RowT } from './row-strings';
import { loadEngine } from '../../services/load-engine';
import { ReadAloudActions } from './ReadAloudActions';


interface MessageActionsProps {
  sessionId: string;
  message: ChatMessage;
  text: string;
  /** The list's translation function, for what the buttons say when pressed. */
  t: RowT;
  /** What the buttons are called, looked up once per language (row-strings.ts). */
  strings: RowStrings;
  /** Draw the buttons' icons: false while the toolbar has never been shown (MessageItem.tsx). */
  icons: boolean;
}

/** Copy, stop, read aloud, retry, pin, delete, edit and full screen, for one message. */
export function MessageActions({ sessionId, message, text, t, strings, icons }: MessageActionsProps) {
  const streaming = Boolean(message.streaming);
  const assistant = message.role === 'assistant';

  const pin = () => {
    const chat = useChatStore.getState();
    const session = chat.sessions.find((item) => item.id === sessionId);
    if (!session) return;
    const copy: ChatMessage = { ...message, id: crypto.randomUUID(), date: Date.now() };
    delete copy.streaming;
    chat.updateSessionMeta(sessionId, { mask: { ...session.mask, context: [...session.mask.context, copy] } });
    showToast(t('pinned'));
  };

  const edit = async () => {
    const value = await showPrompt(t('editMessage'), text, { rows: 10 });
    if (value === null || value === text) return;
    await useChatStore.getState().editMessage(sessionId, message.id, { content: value });
  };

  /** An edited question sent again is a version beside the first, with its own answers. */
  const editAndSend = async () => {
    const value = await showPrompt(t('branches:editAndSendTitle'), text, { rows: 10 });
    if (value === null || value.trim() === '') return;
    const images = messageImages(message.content);
    await loadEngine().then((engine) => engine.sendUserMessage(sessionId, value, { versionOf: message.id, images }));
  };

  const fullScreen = () =>
    showModal({
      title: strings.roles[message.role],
      defaultMaximised: true,
      children: <MessageBody text={text} streaming={false} />,
    });

  return (
    <div className={styles.actions} role="toolbar" aria-label={strings.messageActions}>
      {assistant && <ReadAloudActions sessionId={sessionId} messageId={message.id} icons={icons} />}
      {streaming ? (
        <IconButton size="sm" aria-label={strings.stop} onClick={() => void loadEngine().then((e) => e.stop(sessionId, message.id))}>
          {icons && <StopIcon size={15} />}
        </IconButton>
      ) : (
        <>
          <IconButton size="sm" aria-label={strings.copy} onClick={() => void copyToClipboard(text)}>
            {icons && <CopyIcon size={15} />}
          </IconButton>
          {assistant && (
            <IconButton size="sm" aria-label={strings.retry} onClick={() => void loadEngine().then((e) => e.retry(sessionId, message.id))}>
              {icons && <RetryIcon size={15} />}
            </IconButton>
          )}
          <IconButton size="sm" aria-label={strings.pin} onClick={pin}>
            {icons && <PinIcon size={15} />}
          </IconButton>
          <IconButton size="sm" aria-label={strings.edit} onClick={() => void edit()}>
            {icons && <EditIcon size={15} />}
          </IconButton>
          {message.role === 'user' && (
            <IconButton size="sm" aria-label={strings.editAndSend} onClick={() => void editAndSend()}>
              {icons && <BranchIcon size={15} />}
            </IconButton>
          )}
          <IconButton size="sm" aria-label={strings.fork} onClick={() => void forkSession(sessionId, message.id)}>
            {icons && <ForkIcon size={15} />}
          </IconButton>
          <IconButton size="sm" aria-label={strings.fullScreen} onClick={fullScreen}>
            {icons && <FullscreenIcon size={15} />}
          </IconButton>
          <IconButton
            size="sm"
            aria-label={strings.delete}
            onClick={() => void useChatStore.getState().deleteMessage(sessionId, message.id)}
          >
            {icons && <DeleteIcon size={15} />}
          </IconButton>
        </>
      )}
    </div>
  );
}
