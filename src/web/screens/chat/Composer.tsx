import i18next from 'i18next';
import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { anyStreaming } from '../../../core/chat/streaming';
import { isVisionModel } from '../../../core/models/capabilities';
import { useImageAttachments } from '../../components/attachments/use-image-attachments';
import { IMAGE_FILE_ACCEPT } from '../../services/images/image-files';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { showToast } from '../../components/Toast/showToast';
import { withStrings } from '../../i18n/setup';
import { openPromptList } from '../prompts/open-prompt-list';
import { usePromptSearch } from '../prompts/search-prompts';
import { matchCommands, exactCommand } from './chat-commands';
import { ChatActions } from './ChatActions';
import styles from './Composer.module.css';
import type { Hint } from './ComposerHints';
import type { runChatCommand as runCommand } from './run-command';
import { loadMessageList } from './message-list-loader';
import { isSubmitKey } from './submit-key';
import { useInputMemory } from './use-input-memory';
import { useMcpPromptHits } from './mcp-prompt-hits';
import type { McpPromptEntry } from '../../services/mcp/prompts';
import { useSendWhenOnline } from './use-send-when-online';
import { loadEngine } from '../../services/load-engine';
import type { ModelChoice } from '../settings/model-options';

const HINTS_ID = 'composer-hints';
/** The '/' and ':' suggestions and the pending images are drawn only once wanted: not on the first
 * screen. The suggestions' words come with them (and with the message list, which the first
 * character typed loads). */
const ComposerHints = lazy(() => withStrings(import('./ComposerHints'), 'messages').then((m) => ({ default: m.ComposerHints })));
/** The preview bubble (a setting, off by default) draws what it shows as a message would. */
const MessageBody = lazy(() => import('./MessageBody').then((m) => ({ default: m.MessageBody })));
/** A ':' command is carried out by code that loads with the first one. A message sent while it
 * loads waits for it: `:clear` and then a question must clear before the question goes. */
let lastCommand: Promise<unknown> = Promise.resolve();
const runChatCommand = (...args: Parameters<typeof runCommand>) => {
  lastCommand = import('./run-command').then((m) => m.runChatCommand(...args));
};
const noop = () => undefined;
const afterCommands = () => lastCommand.then(noop, noop);
/** A server's prompt chosen from the '/' list asks for its arguments here. */
const McpPromptDialog = lazy(() => withStrings(import('./McpPromptDialog'), 'mcp').then((m) => ({ default: m.McpPromptDialog })));
/** The microphone loads beside the first screen, not in it (its words are in it, inputActions). */
const DictateButton = lazy(() => import('./DictateButton').then((m) => ({ default: m.DictateButton })));
const AttachmentStrip = lazy(() =>
  withStrings(import('../../components/attachments/AttachmentStrip'), 'images').then((m) => ({ default: m.AttachmentStrip })),
);

/** Memoised: the chat screen re-renders on every streamed frame, the input has no reason to. */
export const Composer = memo(function Composer({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('chat');
  const [, navigate] = useLocation();
  const submitKey = useConfigStore((s) => s.submitKey);
  const disablePromptHint = useConfigStore((s) => s.disablePromptHint);
  const previewBubble = useConfigStore((s) => s.sendPreviewBubble);
  const contextCleared = useChatStore((s) => s.sessions.find((item) => item.id === sessionId)?.clearContextIndex !== undefined);
  // Re-render when a reply starts or ends, so Stop shows while one streams.
  const streaming = useChatStore((s) => {
    const messages = s.messagesBySession[sessionId];
    return messages !== undefined && anyStreaming(messages);
  });
  const { text, change, sent, recall, lastInput } = useInputMemory(sessionId);
  const globalModel = useConfigStore((s) => s.modelConfig.model);
  const maskModel = useChatStore((s) => {
    const session = s.sessions.find((item) => item.id === sessionId);
    return session?.mask.syncGlobalConfig === false ? session.mask.modelConfig.model : undefined;
  });
  // Images only for models that can see them: the upload button, paste and drop follow the model.
  const vision = isVisionModel(maskModel ?? globalModel);
  const attachments = useImageAttachments({ enabled: vision });
  const fileInput = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(0);
  const [hintsClosed, setHintsClosed] = useState(false);

  const [mcpPrompt, setMcpPrompt] = useState<McpPromptEntry>();
  const slashQuery = !hintsClosed && !disablePromptHint && text.startsWith('/') ? text.slice(1) : null;
  const promptHits = usePromptSearch(slashQuery);
  const mcpHits = useMcpPromptHits(slashQuery);
  const hints = useMemo((): Hint[] => {
    if (hintsClosed) return [];
    if (text.startsWith(':')) {
      return matchCommands(text).map((command) => ({ id: command, title: `:${command}` }));
    }
    if (text.startsWith('/')) {
      return [
        ...mcpHits.map((entry) => ({
          id: `mcp ${entry.serverId} ${entry.prompt.name}`,
          title: entry.prompt.title ?? entry.prompt.name,
          detail: entry.prompt.description ?? '',
          mcp: entry,
        })),
        ...promptHits.map((prompt) => ({ id: prompt.id, title: prompt.title, detail: prompt.content })),
      ];
    }
    return [];
  }, [text, hintsClosed, promptHits, mcpHits]);

  const setText = (value: string) => {
    // The first message of a new chat will need the list's code: it loads while the rest is typed.
    if (value !== '') void loadMessageList();
    change(value);
    setActive(0);
    setHintsClosed(false);
  };

  const pick = (hint: Hint) => {
    if (text.startsWith(':')) {
      setText('');
      runChatCommand(hint.id as Parameters<typeof runChatCommand>[0], navigate);
    } else if (hint.mcp) {
      setHintsClosed(true);
      setMcpPrompt(hint.mcp);
    } else {
      setText(hint.detail ?? '');
      setHintsClosed(true);
    }
  };

  // Models asked together, when the message waits for the network: it goes to them once back.
  const heldModels = useRef<readonly ModelChoice[] | undefined>(undefined);
  /** Sends the input (or `input`) to the chat's model, or to each of `models` at once. */
  const send = (input = text, models = heldModels.current) => {
    heldModels.current = undefined;
    const command = models ? undefined : exactCommand(input);
    if (command) {
      setText('');
      runChatCommand(command, navigate);
      return;
    }
    const value = input.trim();
    const pending = vision ? attachments.images : [];
    const images = pending.map((image) => image.url);
    if ((!value && images.length === 0) || attachments.uploading) return;
    if (offline.hold()) {
      heldModels.current = models;
      return;
    }
    sent(value);
    attachments.clear();
    void afterCommands().then(loadEngine).then(
      (engine) => (models ? engine.askModels(sessionId, value, models, { images }) : engine.sendUserMessage(sessionId, value, { images })),
      (error: unknown) => {
        // The engine's code could not be fetched (the network went away since the page loaded):
        // nothing was sent, so the words and pictures go back where they were.
        console.warn('The chat engine could not be loaded', error);
        change(value);
        attachments.restore(pending);
        showToast(i18next.t('chat:engineUnavailable'));
      },
    );
  };

  const offline = useSendWhenOnline(send);

  // What was typed stays: dictated words are added after it, then edited or sent (a setting). Put
  // in the input first either way, so that a send held for the network or refused keeps them.
  const latest = useRef({ text, send, setText });
  latest.current = { text, send, setText };
  const dictated = useCallback((words: string) => {
    const { text: typed, send: sendNow, setText: put } = latest.current;
    const value = typed.trim() ? `${typed.replace(/\s+$/, '')} ${words}` : words;
    put(value);
    if (useConfigStore.getState().voice.sendDictation) sendNow(value);
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (hints.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + hints.length) % hints.length);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        const hint = hints[active];
        if (hint) {
          event.preventDefault();
          pick(hint);
          return;
        }
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setHintsClosed(true);
        return;
      }
    }
    if (event.key === 'ArrowUp' && text === '') {
      const last = lastInput();
      if (last) {
        event.preventDefault();
        recall(last);
        setActive(0);
      }
      return;
    }
    if (isSubmitKey(event.nativeEvent, submitKey)) {
      event.preventDefault();
      send();
    }
  };

  const hint = submitKey === 'Enter' ? t('inputHintShiftNewline', { submitKey }) : t('inputHint', { submitKey });
  const showHints = hints.length > 0;
  return (
    <form
      className={styles.composer}
      onPaste={attachments.onPaste}
      onDragOver={attachments.onDragOver}
      onDrop={attachments.onDrop}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className={styles.inner}>
        {showHints && (
          <Suspense fallback={null}>
            <ComposerHints
              id={HINTS_ID}
              kind={text.startsWith(':') ? 'commands' : 'prompts'}
              hints={hints}
              active={active}
              onPick={pick}
              onHover={setActive}
            />
          </Suspense>
        )}
        {previewBubble && text.trim() !== '' && !/^[/:]/.test(text) && (
          // What the message will look like once sent (Settings → Preview bubble).
          <section className={styles.preview} aria-label={t('preview')}>
            <Suspense fallback={null}>
              <MessageBody text={text} streaming={false} />
            </Suspense>
          </section>
        )}
        <ChatActions
          sessionId={sessionId}
          streaming={streaming}
          contextCleared={contextCleared}
          canUploadImage={vision}
          onStop={() => void loadEngine().then(({ stopSession }) => stopSession(sessionId))}
          onPrompts={() => openPromptList(setText)}
          onUploadImage={() => fileInput.current?.click()}
          onAttachText={(block) => setText(text.trim() ? `${text}\n\n${block}` : block)}
          question={text}
          onAskModels={(models) => send(text, models)}
        />
        {mcpPrompt && (
          <Suspense fallback={null}>
            <McpPromptDialog
              entry={mcpPrompt}
              onClose={() => setMcpPrompt(undefined)}
              onInsert={(value) => {
                setMcpPrompt(undefined);
                setText(value);
                setHintsClosed(true);
              }}
            />
          </Suspense>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_FILE_ACCEPT}
          multiple
          hidden
          onChange={(event) => {
            const files = event.target.files;
            if (files) void attachments.addFiles(files);
            event.target.value = '';
          }}
        />
        {(attachments.images.length > 0 || attachments.uploading) && (
          <Suspense fallback={null}>
            <AttachmentStrip images={attachments.images} onRemove={attachments.remove} uploading={attachments.uploading} />
          </Suspense>
        )}
        {offline.waiting && (
          <p role="status" className={styles.offline}>
            {t('offlineWillSend')}
          </p>
        )}
        {attachments.error && (
          <p role="alert" className={styles.error}>
            {attachments.error}
          </p>
        )}
        <div className={styles.box}>
          <textarea
            className={styles.input}
            aria-label={t('inputLabel')}
            placeholder={hint}
            rows={3}
            value={text}
            aria-controls={showHints ? HINTS_ID : undefined}
            aria-autocomplete="list"
            aria-activedescendant={showHints ? `${HINTS_ID}-${active}` : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className={styles.buttons}>
            <Suspense fallback={null}>
              <DictateButton onText={dictated} />
            </Suspense>
            <button
              type="submit"
              className={styles.send}
              disabled={(!text.trim() && attachments.images.length === 0) || attachments.uploading}
            >
              {t('send')}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
});
