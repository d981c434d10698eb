// Writes one reply into the chat store while it streams, and finishes it exactly once ("The
// finish action runs once only"), whichever way the stream ends.

import i18next from 'i18next';
import { spokenText } from '../../../core/chat/spoken-text';
import type { MessageSource } from '../../../core/schemas/message-source';
import type { ChatErrorCode, ChatMessage, MessageTool, TokenUsage } from '../../../core/types';
import { useChatStore } from '../../stores/chat-store';
import { LIVE_TEXT_STORE_SYNC_MS } from '../../stores/constants';
import { clearLiveText, setLiveText } from '../../stores/live-text';
import { holdReplyLock } from '../../stores/reply-locks';
import { createRevealer, preferredRevealPace, type Revealer } from '../revealer';
import { announceEngineText } from './i18n';

export interface ReplyWriter {
  pushText(text: string): void;
  pushReasoning(text: string): void;
  /** Everything received so far, shown or not. */
  text(): string;
  /** The whole text as the reply keeps it once finished, in place of what was received (the
   * same text with the citation marks of the model's own search put in). */
  replaceText(text: string): void;
  setTools(tools: MessageTool[]): void;
  /** The web sources the reply keeps; none kept when the list is empty. */
  setSources(sources: MessageSource[]): void;
  /** Catalogue text of an error, appended to the reply when it finishes and marking it isError. A
   * stop (an AbortError, or the reply's own signal aborted) is no error and never comes here. */
  addError(text: string, code?: ChatErrorCode, detail?: string): void;
  /** Tokens one request of this reply used, added to those of its earlier rounds. */
  addUsage(usage: TokenUsage): void;
  /** Resolves false when the reply had already been finished. */
  finish(): Promise<boolean>;
}

/** Shows text at once: for canned answers, which are already paced by their own clock. */
function immediateRevealer(onReveal: (visible: string) => void): Revealer {
  let received = '';
  return {
    push(text) {
      received += text;
      onReveal(received);
    },
    end: () => Promise.resolve(received),
  };
}

export function createReplyWriter(sessionId: string, replyId: string, pace: 'reveal' | 'immediate' = 'reveal'): ReplyWriter {
  const chat = () => useChatStore.getState();
  const reply = chat().messagesBySession[sessionId]?.find((message) => message.id === replyId);
  const model = reply?.modelLabel ?? reply?.model ?? i18next.t('chat:roles.assistant');
  void announceEngineText('replying', { model });
  // Other tabs see the reply half-written in the database; the lock tells them it is still coming.
  const releaseLock = holdReplyLock(replyId);
  // How fast the reply comes, from when it was asked: its first words, then the rest.
  const askedAt = reply?.date ?? Date.now();
  let firstAt: number | undefined;
  const timing = (): Pick<ChatMessage, 'timing'> => (firstAt === undefined ? {} : { timing: { firstTokenMs: firstAt - askedAt } });
  const arrived = () => {
    firstAt ??= Date.now();
  };
  let shown = '';
  let reasoning = '';
  let storeTimer: ReturnType<typeof setTimeout> | undefined;
  const syncStore = () => {
    clearTimeout(storeTimer);
    storeTimer = undefined;
    chat().updateMessage(sessionId, replyId, { ...(shown ? { content: shown } : {}), ...(reasoning ? { reasoning } : {}), ...timing() });
  };
  // Each frame's text goes to the block that shows it; the store follows a few times a second,
  // and at once with the first words of each (the reasoning opens its block, the answer replaces
  // "Typing…" and closes the reasoning block).
  const followStore = (first: boolean) => {
    if (first) syncStore();
    else storeTimer ??= setTimeout(syncStore, LIVE_TEXT_STORE_SYNC_MS);
  };
  const show = (content: string) => {
    const first = shown === '';
    shown = content;
    setLiveText(replyId, content);
    followStore(first);
  };
  const revealer = pace === 'reveal' ? createRevealer(show, preferredRevealPace()) : immediateRevealer(show);
  const errors: string[] = [];
  let errorCode: ChatErrorCode | undefined;
  const details: string[] = [];
  let usage: TokenUsage | undefined;
  let received = '';
  let replaced: string | undefined;
  let tools: MessageTool[] | undefined;
  let sources: MessageSource[] | undefined;
  let finished = false;

  return {
    pushText(text) {
      if (finished || text === '') return;
      arrived();
      received += text;
      revealer.push(text);
    },
    pushReasoning(text) {
      if (finished || text === '') return;
      arrived();
      const first = reasoning === '';
      reasoning += text;
      setLiveText(replyId, reasoning, 'reasoning');
      followStore(first);
    },
    text: () => received,
    replaceText(text) {
      if (finished) return;
      received = text;
      replaced = text;
    },
    setTools(next) {
      if (finished) return;
      tools = next;
      chat().updateMessage(sessionId, replyId, { tools });
    },
    setSources(next) {
      if (!finished) sources = next.length > 0 ? next : undefined;
    },
    addUsage(round) {
      if (finished || (round.promptTokens === undefined && round.completionTokens === undefined)) return;
      const add = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));
      const promptTokens = add(usage?.promptTokens, round.promptTokens);
      const completionTokens = add(usage?.completionTokens, round.completionTokens);
      usage = { ...(promptTokens === undefined ? {} : { promptTokens }), ...(completionTokens === undefined ? {} : { completionTokens }) };
    },
    addError(text, code, detail) {
      if (finished || text === '') return;
      errors.push(text);
      if (detail) details.push(detail);
      errorCode ??= code;
    },
    async finish() {
      if (finished) return false;
      finished = true;
      const streamed = firstAt === undefined ? {} : { timing: { firstTokenMs: firstAt - askedAt, streamMs: Date.now() - firstAt } };
      // The rest of the text comes in as the same motion, over a few frames, not in one jump.
      const revealed = await revealer.end();
      const text = replaced ?? revealed;
      clearTimeout(storeTimer);
      const errorText = errors.join('\n\n');
      const content = errorText ? [text, errorText].filter(Boolean).join('\n\n') : text;
      const finishing = chat().finishMessage(sessionId, replyId, {
        content,
        ...(errors.length > 0 ? { isError: true } : {}),
        ...(errorCode ? { errorCode } : {}),
        ...(details.length > 0 ? { errorDetail: details.join('\n\n') } : {}),
        ...(usage ? { usage } : {}),
        ...(reasoning ? { reasoning } : {}),
        ...(tools ? { tools } : {}),
        ...(sources ? { sources } : {}),
        ...streamed,
      });
      // The store has taken the whole text (before its first await), so nothing flickers back.
      clearLiveText(replyId);
      await finishing;
      releaseLock();
      if (content) await announceEngineText('replied', { model, text: spokenText(content) });
      return true;
    },
  };
}
