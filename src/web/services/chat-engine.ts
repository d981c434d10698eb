// Sends a message and streams the reply into the chat store: build the context, let the
// provider's adapter build the request, fetch, turn the bytes into events, reveal the text, and
// finish the message once. Everything provider-specific stays in core/providers.

import i18next from 'i18next';
import { selectContext } from '../../core/chat/context';
import { PendingRequests } from '../../core/chat/pending-requests';
import { applyInputTemplate, DEFAULT_SYSTEM_TEMPLATE, fillTemplate, type TemplateVariables } from '../../core/chat/template';
import { knowledgeCutoff } from '../../core/models';
import { chatRoute } from '../../core/providers/endpoint';
import { getChatAdapter } from '../../core/providers/registry';
import { errorEventOf, isAbortError } from '../../core/stream/error-event';
import { fetchWithTimeout, requestTimeoutFor } from '../../core/stream/fetch-with-timeout';
import { readChatEvents } from '../../core/stream/read-chat-events';
import type { ChatEvent, ChatMessage, ModelConfig, SessionMeta } from '../../core/types';
import { useAccessStore } from '../stores/access-store';
import { useChatStore } from '../stores/chat-store';
import { useConfigStore } from '../stores/config-store';
import { newId } from '../stores/ids';
import { BUILD_MODE } from './build-mode';
import { describeChatError } from './chat-errors';
import { createRevealer } from './revealer';

const pending = new PendingRequests();

export const stopSession = (sessionId: string) => pending.stopSession(sessionId);
export const stopAll = () => pending.stopAll();
export const hasPendingRequests = () => pending.hasPending();

/** A mask that follows the global settings uses them; otherwise it keeps its own. */
export function modelConfigOf(session: SessionMeta): ModelConfig {
  return session.mask.syncGlobalConfig === false ? session.mask.modelConfig : useConfigStore.getState().modelConfig;
}

function templateVariables(config: ModelConfig, input: string): TemplateVariables {
  return {
    ServiceProvider: config.providerName,
    cutoff: knowledgeCutoff(config.model),
    model: config.model,
    time: new Date().toString(),
    lang: i18next.language,
    input,
  };
}

export async function sendUserMessage(sessionId: string, text: string): Promise<void> {
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (!session) return;
  const config = modelConfigOf(session);
  const history = await chat.loadMessages(sessionId);
  const variables = templateVariables(config, text);
  const now = Date.now();
  const user: ChatMessage = { id: newId(), date: now, role: 'user', content: applyInputTemplate(config.template, variables) };
  const reply: ChatMessage = { id: newId(), date: now, role: 'assistant', content: '', streaming: true, model: config.model };
  await chat.appendMessage(sessionId, user);
  await chat.appendMessage(sessionId, reply);

  const context = selectContext({
    messages: [...history, user],
    presetContext: session.mask.context,
    memoryPrompt: session.memoryPrompt,
    lastSummarizeIndex: session.lastSummarizeIndex,
    clearContextIndex: session.clearContextIndex,
    modelConfig: config,
    systemPrompt: config.enableInjectSystemPrompts ? fillTemplate(DEFAULT_SYSTEM_TEMPLATE, variables) : undefined,
    now,
  });
  await streamReply(sessionId, reply.id, context, config);
}

async function streamReply(sessionId: string, replyId: string, messages: ChatMessage[], config: ModelConfig): Promise<void> {
  const chat = useChatStore.getState();
  const access = useAccessStore.getState();
  const { providerId, endpoint } = chatRoute(config, access, BUILD_MODE);
  const controller = new AbortController();
  pending.add(sessionId, replyId, controller);
  const revealer = createRevealer((visible) => chat.updateMessage(sessionId, replyId, { content: visible }));
  const errors: Extract<ChatEvent, { type: 'error' }>[] = [];
  let reasoning = '';

  try {
    const adapter = getChatAdapter(providerId);
    const request = adapter.buildChatRequest({ messages, config, stream: true, endpoint });
    if (BUILD_MODE === 'web' && access.accessCode) request.headers['x-access-code'] = access.accessCode;
    const response = await fetchWithTimeout((url, init) => fetch(url, init), request, {
      timeoutMs: requestTimeoutFor(config.model),
      signal: controller.signal,
    });
    for await (const event of readChatEvents(response, adapter, controller.signal)) {
      if (event.type === 'text') revealer.push(event.text);
      else if (event.type === 'reasoning') {
        reasoning += event.text;
        chat.updateMessage(sessionId, replyId, { reasoning });
      } else if (event.type === 'error') errors.push(event);
    }
  } catch (error) {
    if (!isAbortError(error, controller.signal)) errors.push(errorEventOf(error));
  } finally {
    pending.remove(sessionId, replyId);
  }

  const text = revealer.finish();
  const errorContext = { desktop: BUILD_MODE === 'desktop', userKey: Boolean(endpoint.apiKey) };
  const errorText = errors.map((error) => describeChatError(error, errorContext)).join('\n\n');
  await chat.finishMessage(sessionId, replyId, {
    content: errorText ? [text, errorText].filter(Boolean).join('\n\n') : text,
    ...(errorText ? { isError: true } : {}),
    ...(reasoning ? { reasoning } : {}),
  });
}
