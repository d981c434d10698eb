import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { toShareItems } from './share-items';

describe('toShareItems', () => {
  it('maps the user to human and the rest to gpt, and adds no line of the product', () => {
    const messages: ChatMessage[] = [
      { id: 's', date: 0, role: 'system', content: 'You are a poet.' },
      { id: 'a', date: 1, role: 'user', content: 'Write a haiku' },
      { id: 'b', date: 2, role: 'assistant', content: 'Old pond…' },
    ];
    expect(toShareItems(messages)).toEqual([
      { from: 'gpt', value: 'You are a poet.' },
      { from: 'human', value: 'Write a haiku' },
      { from: 'gpt', value: 'Old pond…' },
    ]);
  });

  it('leaves out tool results and empty messages, keeps web images only', () => {
    const items = toShareItems([
      { id: 'a', date: 1, role: 'user', content: [{ type: 'image_url', image_url: { url: 'idb-image:1' } }] },
      {
        id: 'b',
        date: 2,
        role: 'user',
        content: [
          { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
          { type: 'text', text: 'Look' },
        ],
      },
      { id: 'c', date: 3, role: 'tool', content: '{"temp": 20}' },
      { id: 'd', date: 4, role: 'assistant', content: '   ' },
    ]);
    expect(items).toEqual([{ from: 'human', value: '![](https://example.com/a.png)\n\nLook' }]);
  });
});
