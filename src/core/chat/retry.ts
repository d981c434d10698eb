import type { ChatMessage } from '../types';
import { pathBefore } from './tree-walks';

export interface RegeneratePlan {
  /** The question asked again: its text and images are sent with what came before it. */
  question: ChatMessage;
  /** The turns on the path before the question. */
  before: ChatMessage[];
}

/** What "retry" on a message means: from a reply, the question it answers (the nearest user
 * message above it on its path) is asked again; from a question, that question. The new answer
 * goes under the question, beside the answers it already has, which stay as its versions. */
export function planRegenerate(messages: readonly ChatMessage[], messageId: string): RegeneratePlan | undefined {
  const target = messages.find((message) => message.id === messageId);
  if (!target) return undefined;
  const path = [...pathBefore(messages, messageId), target];
  const index = path.findLastIndex((message) => message.role === 'user');
  const question = path[index];
  if (!question) return undefined;
  return { question, before: path.slice(0, index) };
}
