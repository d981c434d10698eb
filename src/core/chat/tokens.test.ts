import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { measureMessage, measureText } from './tokens';

const estimateTokens = (text: string) => measureText(text).tokens;

/** The counts as the obvious code would make them: a regular expression, split and spread. */
function byRegExp(text: string) {
  let tokens = 0;
  for (const char of text) tokens += (char.codePointAt(0) ?? 0) > 127 ? 1.5 : /[A-Za-z]/.test(char) ? 0.25 : 0.5;
  return { tokens, words: text.split(/\s+/).filter((word) => word !== '').length, characters: [...text].length };
}

describe('the token estimate', () => {
  it('counts letters a quarter, other ASCII a half and anything else one and a half', () => {
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('1 2.')).toBe(2);
    expect(estimateTokens('你好')).toBe(3);
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('Hi 你')).toBe(0.5 + 0.5 + 1.5);
  });

  it('counts an emoji of two UTF-16 units as one character', () => {
    expect(estimateTokens('👍')).toBe(1.5);
    expect(measureText('a👍b').characters).toBe(3);
  });
});

describe('measureText', () => {
  it('counts words between any white space a regular expression knows', () => {
    expect(measureText('  hello\tworld\n').words).toBe(2);
    expect(measureText('a\u00a0b\u3000c\u2028d\ufeffe').words).toBe(5);
    expect(measureText('').words).toBe(0);
    expect(measureText(' \n ').words).toBe(0);
  });

  it('agrees with the regular-expression counts on mixed text', () => {
    const samples = [
      '## Answer\n\nUse `sorted()`: it is **stable**.\n\n```python\nitems = sorted(items)\n```',
      'Ünïcödé wörds, 中文字符 and emoji 🎉🎉 mixed\u2003with\u00a0spaces',
      'lone \ud800 high and \udc00 low surrogates',
      '\t\v\f\r\n\u1680\u2000\u200a\u2029\u202f\u205f end',
    ];
    for (const text of samples) expect(measureText(text)).toEqual(byRegExp(text));
  });
});

describe('measureMessage', () => {
  it('measures a message once, and a changed message (a new object) again', () => {
    const message: ChatMessage = { id: 'a', date: 0, role: 'assistant', content: 'Hello there' };
    expect(measureMessage(message)).toBe(measureMessage(message));
    expect(measureMessage(message).words).toBe(2);
    const grown = { ...message, content: 'Hello there, reader' };
    expect(measureMessage(grown).words).toBe(3);
    expect(measureMessage({ ...message, content: [{ type: 'text', text: 'one' }, { type: 'image_url', image_url: { url: 'x' } }] }).words).toBe(1);
  });
});
