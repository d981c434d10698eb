import { describe, expect, it } from 'vitest';
import { SHARE_PROMO_LINE } from '../constants';
import { toShareItems } from './share-items';
import { sharedChatMessages, sharedChatSchema } from './shared-chat';

describe('a shared chat read back', () => {
  it('becomes the messages it was made from, without the promotional line', () => {
    const items = toShareItems([
      { id: 'a', date: 1, role: 'user', content: 'Hi' },
      { id: 'b', date: 2, role: 'assistant', content: 'Hello!' },
    ]);
    expect(items.at(-1)?.value).toBe(SHARE_PROMO_LINE);
    let next = 0;
    const messages = sharedChatMessages({ items }, 100, () => `m${next++}`);
    expect(messages).toEqual([
      { id: 'm0', date: 100, role: 'user', content: 'Hi' },
      { id: 'm1', date: 101, role: 'assistant', content: 'Hello!' },
    ]);
  });

  it('validates what the server answers', () => {
    expect(sharedChatSchema.safeParse({ items: [{ from: 'human', value: 'x' }], createdAt: 1 }).success).toBe(true);
    expect(sharedChatSchema.safeParse({ items: [{ from: 'system', value: 'x' }], createdAt: 1 }).success).toBe(false);
    expect(sharedChatSchema.safeParse({ items: 'x', createdAt: 1 }).success).toBe(false);
  });
});
