// Session titles: asked for automatically once a conversation has some substance, or on demand.

import { visiblePath } from '../../../core/chat/tree';
import { cleanTopic, shouldGenerateTitle, titleRequestMessages } from '../../../core/chat/title';
import { DEFAULT_TOPIC } from '../../../core/constants/chat';
import { collectChatEvents } from '../../../core/stream/accumulate';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { callModel } from './call-model';
import { modelConfigOf } from '../../stores/session-config';
import { describedText } from '../chat-errors';

const inFlight = new Set<string>();

/** Asks the model for a title. Resolves with the new topic, or undefined when the answer was
 * empty (the topic is kept); rejects with the catalogue text when the request failed. */
async function requestTitle(sessionId: string, onlyIfDefault: boolean): Promise<string | undefined> {
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (!session) return undefined;
  const config = modelConfigOf(session);
  const messages = visiblePath(await chat.loadMessages(sessionId));
  const call = callModel({
    config,
    messages: titleRequestMessages(messages, config.historyMessageCount, Date.now()),
    stream: false,
    signal: new AbortController().signal,
  });
  const result = await collectChatEvents(call.events);
  if (result.errors.length > 0) throw new Error(result.errors.map((error) => describedText(call.describe(error))).join('\n\n'));
  const topic = cleanTopic(result.text);
  if (topic === '') return undefined;
  const current = useChatStore.getState().sessions.find((item) => item.id === sessionId);
  // The user may have renamed the session while the model was thinking; their name wins.
  if (!current || (onlyIfDefault && current.topic !== DEFAULT_TOPIC)) return undefined;
  useChatStore.getState().renameSession(sessionId, topic);
  return topic;
}

/** "After each new message, if the topic is still the default and the messages reach 50
 * estimated tokens, a non-streaming title request is made." Failures are only logged. */
export async function autoTitle(sessionId: string): Promise<void> {
  if (!useConfigStore.getState().enableAutoGenerateTitle || inFlight.has(sessionId)) return;
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (!session || !shouldGenerateTitle(session.topic, visiblePath(await chat.loadMessages(sessionId)))) return;
  inFlight.add(sessionId);
  try {
    await requestTitle(sessionId, true);
  } catch (error) {
    console.warn('Title generation failed', error);
  } finally {
    inFlight.delete(sessionId);
  }
}

/** For the UI's "regenerate title": asks whatever the topic and the length of the conversation.
 * Resolves with the new topic (undefined when the model gave none and the topic was kept);
 * rejects with the error text so the caller can show it. */
export function regenerateTitle(sessionId: string): Promise<string | undefined> {
  return requestTitle(sessionId, false);
}
