// Folds ChatEvents into what a finished reply holds: text, reasoning, whole tool calls, usage.
// Tool calls arrive as pieces keyed by index; their arguments are concatenated in order.

import type { ChatEvent, ToolCall } from '../types';
import type { ChatErrorEvent } from './error-event';

export interface ChatResult {
  text: string;
  reasoning: string;
  toolCalls: ToolCall[];
  usage: { promptTokens?: number; completionTokens?: number };
  errors: ChatErrorEvent[];
  done: boolean;
}

export interface ChatAccumulator {
  push(event: ChatEvent): void;
  result(): ChatResult;
}

export function createChatAccumulator(): ChatAccumulator {
  let text = '';
  let reasoning = '';
  let done = false;
  const calls = new Map<number, ToolCall>();
  const usage: ChatResult['usage'] = {};
  const errors: ChatErrorEvent[] = [];

  return {
    push(event) {
      switch (event.type) {
        case 'text':
          text += event.text;
          break;
        case 'reasoning':
          reasoning += event.text;
          break;
        case 'tool-call': {
          // Gemini and iFlytek give no ids; one is made from the index so tool results can
          // still refer to their call within this reply.
          const call = calls.get(event.index) ?? {
            id: `call_${event.index}`,
            type: 'function' as const,
            function: { name: '', arguments: '' },
          };
          if (event.id) call.id = event.id;
          if (event.name) call.function.name = event.name;
          call.function.arguments += event.arguments;
          calls.set(event.index, call);
          break;
        }
        case 'usage':
          if (event.promptTokens !== undefined) usage.promptTokens = event.promptTokens;
          if (event.completionTokens !== undefined) usage.completionTokens = event.completionTokens;
          break;
        case 'error':
          errors.push(event);
          break;
        case 'done':
          done = true;
          break;
      }
    },
    result() {
      const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => ({ ...call, function: { ...call.function } }));
      return { text, reasoning, toolCalls, usage: { ...usage }, errors: [...errors], done };
    },
  };
}

export async function collectChatEvents(events: AsyncIterable<ChatEvent>): Promise<ChatResult> {
  const accumulator = createChatAccumulator();
  for await (const event of events) accumulator.push(event);
  return accumulator.result();
}
