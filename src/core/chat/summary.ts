// The session memory: deciding when the history is long enough to summarise, and what the
// summary request holds.

import { SUMMARY_TARGET_LENGTH } from '../constants/chat';
import type { ChatMessage, ModelConfig, SessionMeta } from '../types';
import { MEMORY_PROMPT_PREFIX } from './context';
import { conversationTokens } from './title';

/** "The summary prompt asks for about 200 characters or words." */
export const SUMMARY_PROMPT =
  `Summarize the discussion briefly in ${SUMMARY_TARGET_LENGTH} words or less ` +
  `(about ${SUMMARY_TARGET_LENGTH} characters for Chinese) to use as a prompt for future context.`;

export interface SummaryPlan {
  /** What the summary request sends: the previous summary, the messages since, the prompt. */
  messages: ChatMessage[];
  /** Estimated tokens since the last summary or clear; compared with the compress threshold. */
  tokens: number;
  /** Stored with the result: the message count the summary covers. */
  summarizeIndex: number;
}

type SummarySession = Pick<SessionMeta, 'memoryPrompt' | 'lastSummarizeIndex' | 'clearContextIndex'>;
type SummaryConfig = Pick<ModelConfig, 'max_tokens' | 'historyMessageCount'>;

/** Returns undefined when nothing was said since the last summary or clear. */
export function planSummary(
  session: SummarySession,
  messages: readonly ChatMessage[],
  config: SummaryConfig,
  now: number,
): SummaryPlan | undefined {
  const start = Math.max(session.lastSummarizeIndex, session.clearContextIndex ?? 0);
  let pending = messages.slice(start).filter((message) => !message.isError && message.role !== 'system');
  const tokens = conversationTokens(pending);
  if (pending.length === 0 || tokens === 0) return undefined;
  // A history too long for one request is summarised from its newest messages, as the reference
  // client does; the previous summary still carries what came before.
  if (tokens > config.max_tokens) pending = pending.slice(Math.max(0, pending.length - config.historyMessageCount));
  const head: ChatMessage[] = session.memoryPrompt
    ? [{ id: 'memory-prompt', date: now, role: 'system', content: MEMORY_PROMPT_PREFIX + session.memoryPrompt }]
    : [];
  // A user turn for the same reason as the title prompt (see titleRequestMessages).
  const prompt: ChatMessage = { id: 'summary-prompt', date: now, role: 'user', content: SUMMARY_PROMPT };
  return { messages: [...head, ...pending, prompt], tokens, summarizeIndex: messages.length };
}

/** "If the estimated tokens since the last summary or clear exceed the compress threshold and
 * sendMemory is on." */
export function shouldSummarize(plan: SummaryPlan | undefined, config: Pick<ModelConfig, 'sendMemory' | 'compressMessageLengthThreshold'>): boolean {
  return plan !== undefined && config.sendMemory && plan.tokens > config.compressMessageLengthThreshold;
}
