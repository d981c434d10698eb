import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops markdown marks and keeps the words', () => {
    const markdown = '## Answer\n\nUse `sorted()`: it is **stable**.\n\n- first\n1. second\n> quoted';
    expect(plainText(markdown)).toBe('Answer\n\nUse sorted(): it is stable.\n\nfirst\nsecond\nquoted');
  });

  it('keeps code but not its fences, and the text of links and images', () => {
    expect(plainText('```python\nprint(1)\n```')).toBe('print(1)');
    expect(plainText('See [the docs](https://example.com) and ![a cat](cat.png)')).toBe('See the docs and a cat');
  });

  it('turns tables into their cells', () => {
    expect(plainText('| type | mutable |\n|---|---|\n| list | yes |').replace(/\s+/g, ' ')).toBe('type mutable list yes');
  });

  it('leaves single stars and underscores, which are parts of names and formulas', () => {
    expect(plainText('a*b and my_var')).toBe('a*b and my_var');
  });
});
