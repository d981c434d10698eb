import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { appendText, messageImages, messageText } from './message-content';

const message = (content: ChatMessage['content']): ChatMessage => ({ id: 'm', date: 0, role: 'assistant', content });

describe('message content', () => {
  it('reads text from strings and parts', () => {
    expect(messageText('hi')).toBe('hi');
    expect(
      messageText([
        { type: 'text', text: 'a' },
        { type: 'image_url', image_url: { url: 'u' } },
        { type: 'text', text: 'b' },
      ]),
    ).toBe('a\nb');
  });

  it('lists images', () => {
    expect(messageImages([{ type: 'image_url', image_url: { url: 'u1' } }])).toEqual(['u1']);
    expect(messageImages('text')).toEqual([]);
  });

  it('appends text to the last text part and keeps images', () => {
    expect(appendText(message('He'), 'llo')).toBe('Hello');
    expect(
      appendText(
        message([
          { type: 'image_url', image_url: { url: 'u' } },
          { type: 'text', text: 'He' },
        ]),
        'llo',
      ),
    ).toEqual([
      { type: 'image_url', image_url: { url: 'u' } },
      { type: 'text', text: 'Hello' },
    ]);
    expect(appendText(message([{ type: 'image_url', image_url: { url: 'u' } }]), 'x')).toEqual([
      { type: 'image_url', image_url: { url: 'u' } },
      { type: 'text', text: 'x' },
    ]);
  });
});
