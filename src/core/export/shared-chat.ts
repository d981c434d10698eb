// A chat shared through our own server, read back: what the page shows, and the messages a
// reader takes with "Continue this chat".

import * as z from 'zod/mini';
import { SHARE_PROMO_LINE } from '../constants';
import type { ChatMessage } from '../types';

export const sharedChatSchema = z.object({
  avatarUrl: z.optional(z.nullable(z.string())),
  items: z.array(z.object({ from: z.enum(['human', 'gpt']), value: z.string() })),
  createdAt: z.number(),
});
export type SharedChat = z.infer<typeof sharedChatSchema>;

/** The conversation as messages of a new chat; the promotional line the share ends with is ours,
 * not the conversation's, and stays behind. */
export function sharedChatMessages(chat: Pick<SharedChat, 'items'>, now: number, newId: () => string): ChatMessage[] {
  return chat.items
    .filter((item, index) => !(index === chat.items.length - 1 && item.from === 'gpt' && item.value === SHARE_PROMO_LINE))
    .map((item, index) => ({ id: newId(), date: now + index, role: item.from === 'human' ? 'user' : 'assistant', content: item.value }));
}
