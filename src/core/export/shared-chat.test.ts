import { describe, expect, it } from 'vitest';
import { LEGACY_SHARE_PROMO_LINE } from '../constants/project';
import { toShareItems } from './share-items';
import { readSharedChat, sharedChatMessages } from './shared-chat';

describe('a shared chat read back', () => {
  it('becomes the messages it was made from', () => {
    const items = toShareItems([
      { id: 'a', date: 1, role: 'user', content: 'Hi' },
      { id: 'b', date: 2, role: 'assistant', content: 'Hello!' },
    ]);
    const chat = readSharedChat({ items, createdAt: 1 });
    let next = 0;
    expect(sharedChatMessages(chat!, 100, () => `m${next++}`)).toEqual([
      { id: 'm0', date: 100, role: 'user', content: 'Hi' },
      { id: 'm1', date: 101, role: 'assistant', content: 'Hello!' },
    ]);
  });

  it('leaves out the promotional line an old share ends with, and only there', () => {
    const promo = { from: 'gpt' as const, value: LEGACY_SHARE_PROMO_LINE };
    const old = readSharedChat({ items: [{ from: 'human', value: 'Hi' }, { from: 'gpt', value: 'Hello!' }, promo], createdAt: 1 });
    expect(old?.items).toEqual([
      { from: 'human', value: 'Hi' },
      { from: 'gpt', value: 'Hello!' },
    ]);
    const quoted = readSharedChat({ items: [{ from: 'human', value: LEGACY_SHARE_PROMO_LINE }], createdAt: 1 });
    expect(quoted?.items).toEqual([{ from: 'human', value: LEGACY_SHARE_PROMO_LINE }]);
  });

  it('refuses what is not a shared chat', () => {
    expect(readSharedChat({ items: [{ from: 'human', value: 'x' }], createdAt: 1 })).toBeDefined();
    expect(readSharedChat({ items: [{ from: 'system', value: 'x' }], createdAt: 1 })).toBeUndefined();
    expect(readSharedChat({ items: 'x', createdAt: 1 })).toBeUndefined();
  });
});
