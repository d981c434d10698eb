// Automatic session titles: when to ask, what to ask, and how to clean what comes back.

import { DEFAULT_TOPIC, TITLE_MIN_TOKENS, TOPIC_FALLBACK } from '../constants/chat';
import type { ChatMessage } from '../types';
import { measureMessage } from './tokens';

/** "The topic prompt asks for 4 to 5 words with no punctuation and falls back to 'chitchat'." */
export const TOPIC_PROMPT =
  'Please generate a four to five word title summarizing our conversation without any lead-in, punctuation, ' +
  'quotation marks, periods, symbols, bold text, or additional text. Remove enclosing quotation marks. ' +
  `If there is no clear topic, reply with just "${TOPIC_FALLBACK}".`;

/** A model that ignores the prompt and writes a paragraph must not fill the sidebar with it. */
export const TOPIC_MAX_LENGTH = 50;

/** Estimated tokens of the conversation; failed replies hold error text, not conversation. The
 * count stops once it reaches `upTo`, for a caller that only asks whether it does. */
export function conversationTokens(messages: readonly ChatMessage[], upTo = Number.POSITIVE_INFINITY): number {
  let total = 0;
  for (const message of messages) {
    if (!message.isError) total += measureMessage(message).tokens;
    if (total >= upTo) break;
  }
  return total;
}

/** "If the topic is still the default and the messages reach 50 estimated tokens." It runs after
 * every reply, in chats of any length, so it counts only until the threshold. */
export function shouldGenerateTitle(topic: string, messages: readonly ChatMessage[]): boolean {
  return topic === DEFAULT_TOPIC && conversationTokens(messages, TITLE_MIN_TOKENS) >= TITLE_MIN_TOKENS;
}

/** The newest messages within the history count, then the request for a title. A user turn, not
 * a system one: Anthropic and Gemini lift system text out of the turn order, which would leave
 * the request ending on the assistant's turn. */
export function titleRequestMessages(messages: readonly ChatMessage[], historyMessageCount: number, now: number): ChatMessage[] {
  const usable = messages.filter((message) => !message.isError && message.role !== 'system');
  const recent = usable.slice(Math.max(0, usable.length - Math.max(1, historyMessageCount)));
  return [...recent, { id: 'topic-prompt', date: now, role: 'user', content: TOPIC_PROMPT }];
}

const EDGE_QUOTES = /^["'“”‘’「」『』*`#\s]+|["'“”‘’「」『』*`\s]+$/g;
const TRAILING_PUNCTUATION = /[，。！？、；：,.!?;:*\s]+$/;

/** Strips what models add anyway: quotes, bold markers, a "Title:" lead-in, end punctuation. An
 * empty result means "keep the topic as it is". */
export function cleanTopic(raw: string): string {
  const firstLine = raw.trim().split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  let topic = firstLine.replace(/^(title|topic)\s*[:：]\s*/i, '');
  topic = topic.replace(EDGE_QUOTES, '').replace(TRAILING_PUNCTUATION, '').replace(EDGE_QUOTES, '').trim();
  return Array.from(topic).slice(0, TOPIC_MAX_LENGTH).join('').trim();
}
