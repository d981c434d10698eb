// The session memory: a summary of the history, sent with later requests in place of it.

import { visiblePath } from '../../../core/chat/tree';
import i18next from 'i18next';
import { planSummary, shouldSummarize } from '../../../core/chat/summary';
import { createChatAccumulator } from '../../../core/stream/accumulate';
import { useChatStore } from '../../stores/chat-store';
import { callModel } from './call-model';
import { modelConfigOf } from '../../stores/session-config';
import { describedText } from '../chat-errors';

export interface SummarizeOptions {
  /** Summarise whatever the threshold and the memory setting (a user's explicit request). */
  force?: boolean;
}

/** 'Conversation too short, no summary needed', for a forced summary with nothing new
 * since the last one or the last clear. */
export class SummaryTooShortError extends Error {
  constructor() {
    super(i18next.getFixedT(null, 'errors')('summaryTooShort'));
    this.name = 'SummaryTooShortError';
  }
}

const inFlight = new Set<string>();

/**
 * "If the estimated tokens since the last summary or clear exceed the compress threshold and
 * sendMemory is on, a streamed summary request is made. Its result is stored with the summarised
 * index." Resolves with the stored summary, or undefined when none was needed or one is already
 * being made. Rejects with SummaryTooShortError when forced with nothing to summarise, and with the
 * error text when a forced request fails; automatic failures are only logged.
 */
export async function summarizeSession(sessionId: string, options: SummarizeOptions = {}): Promise<string | undefined> {
  const force = options.force ?? false;
  const chat = useChatStore.getState();
  const session = chat.sessions.find((item) => item.id === sessionId);
  if (!session) return undefined;
  const config = modelConfigOf(session);
  const messages = visiblePath(await chat.loadMessages(sessionId));
  const plan = planSummary(session, messages, config, Date.now());
  if (!plan) {
    if (force) throw new SummaryTooShortError();
    return undefined;
  }
  if ((!force && !shouldSummarize(plan, config)) || inFlight.has(sessionId)) return undefined;

  inFlight.add(sessionId);
  try {
    const call = callModel({ config, messages: plan.messages, stream: true, signal: new AbortController().signal });
    const accumulator = createChatAccumulator();
    for await (const event of call.events) accumulator.push(event);
    const { text, errors } = accumulator.result();
    if (errors.length > 0) throw new Error(errors.map((error) => describedText(call.describe(error))).join('\n\n'));
    const memoryPrompt = text.trim();
    if (memoryPrompt === '') return undefined;
    useChatStore.getState().updateSessionMeta(sessionId, { memoryPrompt, lastSummarizeIndex: plan.summarizeIndex });
    return memoryPrompt;
  } catch (error) {
    if (force) throw error;
    console.warn('Summarising the conversation failed', error);
    return undefined;
  } finally {
    inFlight.delete(sessionId);
  }
}
