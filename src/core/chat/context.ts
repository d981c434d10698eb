import type { ChatMessage, ModelConfig } from '../types';
import { messageText } from './message-content';
import { measureMessage } from './tokens';

export interface ContextInput {
  /** The session's messages, oldest first, ending with the message being sent. */
  messages: readonly ChatMessage[];
  /** The mask's preset conversation, always sent first. */
  presetContext: readonly ChatMessage[];
  memoryPrompt: string;
  lastSummarizeIndex: number;
  clearContextIndex?: number;
  modelConfig: Pick<ModelConfig, 'historyMessageCount' | 'max_tokens' | 'sendMemory'>;
  /** The filled system prompt, when system-prompt injection applies. */
  systemPrompt?: string;
  /** Makes the ids of the synthetic system messages. */
  now: number;
}

export const MEMORY_PROMPT_PREFIX = 'This is a summary of the chat history as a recap: ';

function systemMessage(id: string, content: string, now: number): ChatMessage {
  return { id, role: 'system', content, date: now };
}

/** "The summary is included only if it covers beyond the cleared context" (and memory is on). */
export function summaryIncluded(
  input: Pick<ContextInput, 'memoryPrompt' | 'lastSummarizeIndex' | 'clearContextIndex'> & {
    modelConfig: Pick<ModelConfig, 'sendMemory'>;
  },
): boolean {
  const clearIndex = input.clearContextIndex ?? 0;
  return input.modelConfig.sendMemory && input.memoryPrompt.length > 0 && input.lastSummarizeIndex > clearIndex;
}

/** Providers take pictures only from the user: a drawn reply goes back as its words alone (the
 * revised prompt), or not at all when it has none. */
function asContext(message: ChatMessage): ChatMessage | undefined {
  if (message.role !== 'assistant' || typeof message.content === 'string') return message;
  if (!message.content.some((part) => part.type === 'image_url')) return message;
  const text = messageText(message.content);
  return text ? { ...message, content: text } : undefined;
}

/** Which messages go to the model: the system prompt, the summary when it covers more than the
 * cleared context, the preset context, then the newest messages walking back within the history
 * count and the max_tokens budget, never an errored one. */
export function selectContext(input: ContextInput): ChatMessage[] {
  const { messages, modelConfig, now } = input;
  const clearIndex = input.clearContextIndex ?? 0;
  const sendMemory = summaryIncluded(input);

  const head: ChatMessage[] = [];
  if (input.systemPrompt) head.push(systemMessage('system-prompt', input.systemPrompt, now));
  if (sendMemory) head.push(systemMessage('memory-prompt', MEMORY_PROMPT_PREFIX + input.memoryPrompt, now));

  const shortTermStart = Math.max(0, messages.length - modelConfig.historyMessageCount);
  const memoryStart = sendMemory ? Math.min(input.lastSummarizeIndex, shortTermStart) : shortTermStart;
  const start = Math.max(clearIndex, memoryStart);

  const recent: ChatMessage[] = [];
  let tokens = 0;
  for (let index = messages.length - 1; index >= start; index--) {
    const original = messages[index];
    const message = original && !original.isError ? asContext(original) : undefined;
    if (!message) continue;
    tokens += measureMessage(message).tokens;
    // The message being sent always goes, even when it alone exceeds the budget.
    if (tokens > modelConfig.max_tokens && recent.length > 0) break;
    recent.push(message);
  }
  recent.reverse();
  return [...head, ...input.presetContext, ...recent];
}
