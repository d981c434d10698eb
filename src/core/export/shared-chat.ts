// A chat shared through our own server, read back: what the page shows, and the messages a
// reader takes with "Continue this chat".

import * as z from 'zod/mini';
import { withoutLegacyPromo } from './share-items';
import type { ChatMessage } from '../types';

const sharedChatSchema = z.object({
  avatarUrl: z.optional(z.nullable(z.string())),
  items: z.array(z.object({ from: z.enum(['human', 'gpt']), value: z.string() })),
  createdAt: z.number(),
});
export type SharedChat = z.infer<typeof sharedChatSchema>;

/** What the server answered, as the conversation it holds (the promotional line an old share ends
 * with is left out: it is shown as the page's footer, never as a message, nor counted as one);
 * undefined when the answer is not a shared chat. */
export function readSharedChat(json: unknown): SharedChat | undefined {
  const parsed = sharedChatSchema.safeParse(json);
  return parsed.success ? { ...parsed.data, items: withoutLegacyPromo(parsed.data.items) } : undefined;
}

/** The conversation as messages of a new chat. */
export function sharedChatMessages(chat: Pick<SharedChat, 'items'>, now: number, newId: () => string): ChatMessage[] {
  return chat.items.map((item, index) => ({ id: newId(), date: now + index, role: item.from === 'human' ? 'user' : 'assistant', content: item.value }));
}
