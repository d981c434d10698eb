// Tokens and cost over several replies (a chat's statistics).

import { costOf, type CustomPrices } from '../models/prices';
import type { ChatMessage } from '../types';

export interface UsageTotal {
  promptTokens: number;
  completionTokens: number;
  /** USD for the replies whose price is known; undefined when none is. */
  cost: number | undefined;
  /** Replies that reported usage. */
  replies: number;
}

export function usageTotal(messages: readonly ChatMessage[], prices?: CustomPrices): UsageTotal {
  const total: UsageTotal = { promptTokens: 0, completionTokens: 0, cost: undefined, replies: 0 };
  for (const message of messages) {
    if (!message.usage) continue;
    total.replies += 1;
    total.promptTokens += message.usage.promptTokens ?? 0;
    total.completionTokens += message.usage.completionTokens ?? 0;
    const cost = message.model ? costOf(message.model, message.usage, prices) : undefined;
    if (cost !== undefined) total.cost = (total.cost ?? 0) + cost;
  }
  return total;
}
