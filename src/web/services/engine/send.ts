// Sending: the user's message and its reply (from the model, or a canned answer), then the
// follow-ups due once a reply is finished (title, summary).

import { selectContext } from '../../../core/chat/context';
import { isImageModel } from '../../../core/images/image-models';
import { messageImages, messageText } from '../../../core/chat/message-content';
import { planResend } from '../../../core/chat/retry';
import { applyInputTemplate, DEFAULT_SYSTEM_TEMPLATE, fillTemplate } from '../../../core/chat/template';
import { combineToolRunners, type ToolRunner } from '../../../core/chat/tools';
import type { ChatMessage, MessageContent } from '../../../core/types';
import { useChatStore } from '../../stores/chat-store';
import { newId } from '../../stores/ids';
import { cannedAnswerFor, streamCannedAnswer } from './canned';
import { modelLabel } from '../../../core/models/model-label';
import { useAccessStore } from '../../stores/access-store';
import { drawReply } from './image-reply';
import { modelConfigOf } from '../../stores/session-config';
import { templateVariables } from './model-config';
import { pending } from './pending';
import { streamReply } from './stream-reply';
import { summarizeSession } from './summary';
import { autoTitle } from './title';
import { toolRunnerFor } from './tool-runner';
import { serverConfigApplied } from '../server-config-ready';
import { supportsTools } from '../../../core/models/capabilities';

export interface SendOptions {
  /** Image URLs (data URLs or uploaded ones) sent with the text. */
  images?: string[];
  /** Tools for this reply; otherwise those of the registered provider, if any. */
  toolRunner?: ToolRunner;
}

function userContent(text: string, images: readonly string[]): MessageContent {
  if (images.length === 0) return text;
  return [{ type: 'text', text }, ...images.map((url) => ({ type: 'image_url' as const, image_url: { url } }))];
}

/** The turns before the message with `id`, all of them when it is not there (deleted already).
 * Read from the store after the message was added: adding it took in what other tabs had stored
 * in the chat meanwhile, so the context holds every stored turn, not only those this tab showed. */
function turnsBefore(id: string, messages: readonly ChatMessage[] = []): readonly ChatMessage[] {
  const index = messages.findIndex((message) => message.id === id);
  return index === -1 ? messages : messages.slice(0, index);
}

/** "On finish ... summarisation is considered", and the title after each new message. Both run
 * side by side and never fail the send: their errors are only logged. */
async function considerFollowUps(sessionId: string): Promise<void> {
  await Promise.all([autoTitle(sessionId), summarizeSession(sessionId)]);
}

/**
 * Sends `text` (and images) to the session's model and streams the reply. Resolves once the
 * reply is finished and the title and summary requests it triggers have settled (none after a
 * failed reply). A canned answer is streamed locally instead, with no request at all, title and
 * summary included.
 */
export async function sendUserMessage(sessionId: string, text: string, options: SendOptions = {}): Promise<void> {
  await serverConfigApplied();
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (!session) return;
  const images = options.images ?? [];
  const config = modelConfigOf(session);
  const canned = images.length === 0 ? await cannedAnswerFor(text) : undefined;
  const variables = templateVariables(config, text);
  const now = Date.now();
  const user: ChatMessage = {
    id: newId(),
    date: now,
    role: 'user',
    content: userContent(applyInputTemplate(config.template, variables), images),
  };
  // A canned answer comes from this device, not from the model: it is labelled so, not with one.
  const label = modelLabel(config, useAccessStore.getState().groups);
  const reply: ChatMessage = {
    id: newId(),
    date: now,
    role: 'assistant',
    content: '',
    streaming: true,
    ...(canned ? { canned: true } : { model: config.model, ...(label !== config.model ? { modelLabel: label } : {}) }),
  };
  await chat.appendMessages(sessionId, [user, reply]);

  if (canned) {
    await streamCannedAnswer(sessionId, reply.id, canned);
    return;
  }
  // An image model draws the user's own words. It cannot write a title or a summary, so none is
  // asked of it.
  if (isImageModel(config)) {
    await drawReply({ sessionId, replyId: reply.id, prompt: text, config });
    return;
  }
  const messages = selectContext({
    messages: [...turnsBefore(user.id, useChatStore.getState().messagesBySession[sessionId]), user],
    presetContext: session.mask.context,
    memoryPrompt: session.memoryPrompt,
    lastSummarizeIndex: session.lastSummarizeIndex,
    clearContextIndex: session.clearContextIndex,
    modelConfig: config,
    systemPrompt: config.enableInjectSystemPrompts ? fillTemplate(DEFAULT_SYSTEM_TEMPLATE, variables) : undefined,
    now,
  });
  let sessionRunner = await toolRunnerFor(session, options.toolRunner);
  const baseIds = session.mask.knowledge ?? [];
  if (baseIds.length > 0) {
    // Loaded only for a chat that uses knowledge bases.
    const { knowledgeForTurn, withSearchTool } = await import('../knowledge/chat-knowledge');
    const cite = (citations: ChatMessage['citations']) => useChatStore.getState().updateMessage(sessionId, reply.id, { citations });
    const knowledge = await knowledgeForTurn(baseIds, text, now, cite);
    if (knowledge.citations.length > 0) cite(knowledge.citations);
    // The passages come right before the message they answer, so that they are for this turn.
    if (knowledge.message) messages.splice(messages.length - 1, 0, knowledge.message);
    if (supportsTools(config.model)) sessionRunner = withSearchTool(sessionRunner, knowledge);
  }
  // The web search code loads only for a chat that has it on.
  const searched = session.mask.webSearch ? await import('../web-search/reply-web').then((module) => module.replyWeb(session, text)) : undefined;
  const runner = searched?.runner ? combineToolRunners([searched.runner, ...(sessionRunner ? [sessionRunner] : [])]) : sessionRunner;
  await streamReply({ sessionId, replyId: reply.id, messages, config, ...(runner ? { runner } : {}), ...(searched ? { web: searched.web } : {}) });
  // A failed reply says the provider is unreachable or refusing; title and summary would only
  // fail the same way.
  const finished = useChatStore.getState().messagesBySession[sessionId]?.find((message) => message.id === reply.id);
  if (finished && !finished.isError) await considerFollowUps(sessionId);
}

/** "Retry" on a message, as in the reference client: the user message (the one before a reply,
 * or the message itself) is sent again with its images, and the old question and its reply are
 * removed. A reply still streaming is stopped first. */
export async function retry(sessionId: string, messageId: string): Promise<void> {
  const chat = useChatStore.getState();
  const plan = planResend(await chat.loadMessages(sessionId), messageId);
  if (!plan) return;
  for (const id of plan.remove) pending.stop(sessionId, id);
  for (const id of plan.remove) await chat.deleteMessage(sessionId, id);
  await sendUserMessage(sessionId, messageText(plan.user.content), { images: messageImages(plan.user.content) });
}
