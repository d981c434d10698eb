// A call's turns, stored in the chat as its messages: the user's words as the user's, the
// model's as its replies, in the order they were spoken.

import type { Turn } from '../../../../core/realtime/transcript';
import type { ChatMessage } from '../../../../core/types';
import { useChatStore } from '../../../stores/chat-store';
import { newId } from '../../../stores/ids';

/** Appends one after another, so that a slow write never lets a later turn pass an earlier one. */
export function turnWriter(sessionId: string, model: string): (turns: Turn[]) => Promise<void> {
  let queue = Promise.resolve();
  return (turns) => {
    const messages: ChatMessage[] = turns.map((turn) => ({
      id: newId(),
      date: Date.now(),
      role: turn.role,
      content: turn.text,
      ...(turn.role === 'assistant' ? { model } : {}),
    }));
    queue = queue.then(() => useChatStore.getState().appendMessages(sessionId, messages));
    return queue;
  };
}
