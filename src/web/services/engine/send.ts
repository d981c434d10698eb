// Sending: the user's message and its reply (from the model, or a canned answer), then the
// follow-ups due once a reply is finished (title, summary).

import { selectContext } from '../../../core/chat/context';
import { isImageModel } from '../../../core/images/image-models';
import { messageImages, messageText } from '../../../core/chat/message-content';
import { planRegenerate } from '../../../core/chat/retry';
import { parentOf } from '../../../core/chat/tree';
import { pathBefore } from '../../../core/chat/tree-walks';
import { editTime } from '../../stores/clock';
import { applyInputTemplate, DEFAULT_SYSTEM_TEMPLATE, fillTemplate } from '../../../core/chat/template';
import { combineToolRunners, type ToolRunner } from '../../../core/chat/tools';
import type { ChatMessage, MessageContent, ModelConfig, SessionMeta } from '../../../core/types';
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
  /** The question this one is a new version of (the user edited it and sent it). */
  versionOf?: string;
}

export function userContent(text: string, images: readonly string[]): MessageContent {
  if (images.length === 0) return text;
  return [{ type: 'text', text }, ...images.map((url) => ({ type: 'image_url' as const, image_url: { url } }))];
}

/** "On finish ... summarisation is considered", and the title after each new message. Both run
 * side by side and never fail the send: their errors are only logged. */
export async function considerFollowUps(sessionId: string): Promise<void> {
  await Promise.all([autoTitle(sessionId), summarizeSession(sessionId)]);
}

/**
 * Sends `text` (and images) to the session's model and streams the reply. Resolves once the
 * reply is finished and the title and summary requests it triggers have settled (none after a
 * failed reply). A canned answer is streamed locally instead, with no request at all, title and
 * summary included. With `versionOf`, the question is a new version of that one (an edited
 * question): it goes beside it, and its answer below it.
 */
export async function sendUserMessage(sessionId: string, text: string, options: SendOptions = {}): Promise<void> {
  await serverConfigApplied();
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (!session) return;
  const images = options.images ?? [];
  const config = modelConfigOf(session);
  const variables = templateVariables(config, text);
  const parentId = options.versionOf ? parentOf(await chat.loadMessages(sessionId), options.versionOf) : undefined;
  const user: ChatMessage = {
    id: newId(),
    date: Date.now(),
    role: 'user',
    content: userContent(applyInputTemplate(config.template, variables), images),
    ...(parentId !== undefined ? { parentId, chosenAt: editTime() } : {}),
  };
  await answer({ sessionId, question: user, text, images, toolRunner: options.toolRunner });
}

interface AnswerRequest {
  sessionId: string;
  /** The question answered: added with the answer when it is new, already there when asked again. */
  question: ChatMessage;
  /** The user's words, for a canned answer and an image model. */
  text: string;
  images: readonly string[];
  toolRunner?: ToolRunner | undefined;
  /** Asked again: the question is in the chat already, and the answer is a new version. */
  again?: boolean;
}

/** The message a reply starts as, empty and streaming, labelled with the model it comes from. With
 * `compared`, it is one of several models' answers to the question, with the provider it asked. */
export function newReply(question: ChatMessage, config: ModelConfig, flags: { canned?: boolean; again?: boolean; compared?: boolean } = {}): ChatMessage {
  // A canned answer comes from this device, not from the model: it is labelled so, not with one.
  const label = modelLabel(config, useAccessStore.getState().groups);
  return {
    id: newId(),
    date: Date.now(),
    role: 'assistant',
    content: '',
    streaming: true,
    parentId: question.id,
    ...(flags.again ? { chosenAt: editTime() } : {}),
    ...(flags.canned ? { canned: true } : { model: config.model, ...(label !== config.model ? { modelLabel: label } : {}) }),
    ...(flags.compared ? { compared: true, providerName: config.providerName } : {}),
  };
}

async function answer({ sessionId, question, text, images, toolRunner, again }: AnswerRequest): Promise<void> {
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (!session) return;
  const config = modelConfigOf(session);
  const canned = images.length === 0 ? await cannedAnswerFor(text) : undefined;
  const reply = newReply(question, config, { canned: Boolean(canned), again: Boolean(again) });
  await chat.appendMessages(sessionId, again ? [reply] : [question, reply]);

  if (canned) {
    await streamCannedAnswer(sessionId, reply.id, canned);
    return;
  }
  if (await fillReply({ session, question, text, toolRunner, config, reply })) await considerFollowUps(sessionId);
}

interface FillRequest extends Omit<AnswerRequest, 'sessionId' | 'again' | 'images'> {
  session: SessionMeta;
  /** The model asked: the chat's, or one of several asked together. */
  config: ModelConfig;
  /** The reply, already in the chat, that the model's answer goes into. */
  reply: ChatMessage;
}

/** Streams the model's answer into `reply`, in the context of the path up to its question. Resolves
 * true when it finished without an error and may be followed by a title and a summary (an image
 * model can write neither). */
export async function fillReply({ session, question, text, toolRunner, config, reply }: FillRequest): Promise<boolean> {
  const sessionId = session.id;
  // An image model draws the user's own words. It cannot write a title or a summary, so none is
  // asked of it.
  if (isImageModel(config)) {
    await drawReply({ sessionId, replyId: reply.id, prompt: text, config });
    return false;
  }
  const now = reply.date;
  const variables = templateVariables(config, text);
  // Read after the messages were added: adding them took in what other tabs had stored in the
  // chat meanwhile, so the context holds every turn on the path, not only those this tab showed.
  const turns = useChatStore.getState().messagesBySession[sessionId] ?? [];
  const messages = selectContext({
    messages: [...pathBefore(turns, question.id), question],
    presetContext: session.mask.context,
    memoryPrompt: session.memoryPrompt,
    lastSummarizeIndex: session.lastSummarizeIndex,
    clearContextIndex: session.clearContextIndex,
    modelConfig: config,
    systemPrompt: config.enableInjectSystemPrompts ? fillTemplate(DEFAULT_SYSTEM_TEMPLATE, variables) : undefined,
    now,
  });
  let sessionRunner = await toolRunnerFor(session, toolRunner);
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
  return Boolean(finished && !finished.isError);
}

/** "Retry" on a message: the question (the one a reply answers, or the message itself) is asked
 * again with its images, and the new answer is added beside the answers it has, which stay as
 * its versions. A reply still streaming is stopped first. */
export async function retry(sessionId: string, messageId: string): Promise<void> {
  const chat = useChatStore.getState();
  const plan = planRegenerate(await chat.loadMessages(sessionId), messageId);
  if (!plan) return;
  pending.stop(sessionId, messageId);
  const text = messageText(plan.question.content);
  await answer({ sessionId, question: plan.question, text, images: messageImages(plan.question.content), again: true });
}
