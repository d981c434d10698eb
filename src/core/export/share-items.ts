// The conversation in the shape of the public chat-sharing services (ShareGPT and compatible):
// items of {from: 'human' | 'gpt', value}: the conversation alone. The product is named by the page
// that shows a share, not by a message in it.

import { LEGACY_SHARE_PROMO_LINE } from '../constants/project';
import { messageImages, messageText } from '../chat/message-content';
import type { ChatMessage } from '../types';
import { sourcesMarkdown } from '../web-search/sources-text';

/** Spec part 1 §3: "Share item: from (human or gpt), value." */
export interface ShareItem {
  from: 'human' | 'gpt';
  value: string;
}

function shareValue(message: ChatMessage): string {
  // Images stored in this browser cannot be seen on a public page; web images can.
  const images = messageImages(message.content)
    .filter((url) => /^https?:\/\//i.test(url))
    .map((url) => `![](${url})`);
  return [...images, messageText(message.content), sourcesMarkdown(message.sources)].filter((part) => part.trim()).join('\n\n');
}

/** The user speaks as "human", everyone else (the model, a mask's system prompt) as "gpt". Tool
 * results are the model's working, not part of the conversation a reader follows, so they are
 * left out, as are messages with nothing to show. */
export function toShareItems(messages: readonly ChatMessage[]): ShareItem[] {
  return messages
    .filter((message) => message.role !== 'tool')
    .map((message): ShareItem => ({ from: message.role === 'user' ? 'human' : 'gpt', value: shareValue(message) }))
    .filter((item) => item.value.trim() !== '');
}

/** The conversation of a share without the promotional line that shares made by earlier versions
 * (or sent by a page still running one) end with: it is the product's, not the conversation's. */
export function withoutLegacyPromo<T extends ShareItem>(items: readonly T[]): T[] {
  const last = items.at(-1);
  return last && last.from === 'gpt' && last.value === LEGACY_SHARE_PROMO_LINE ? items.slice(0, -1) : [...items];
}
