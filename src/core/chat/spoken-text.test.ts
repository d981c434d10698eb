import { describe, expect, it } from 'vitest';
import { spokenText } from './spoken-text';

describe('spokenText', () => {
  it('drops the marks a screen reader would spell out', () => {
    const markdown = '# Title\n\nSome **bold**, _light_ and `code`.\n\n- one\n- two\n\n> quoted\n\n[a link](https://example.com) ![a cat](cat.png)';
    expect(spokenText(markdown)).toBe('Title Some bold, light and code. one two quoted a link a cat');
  });

  it('reads a code block without its fences', () => {
    expect(spokenText('Run:\n```sh\nnpm test\n```\nDone.')).toBe('Run: npm test Done.');
  });

  it('keeps marks that are not emphasis', () => {
    expect(spokenText('2 * 3 = 6 and snake_case_name')).toBe('2 * 3 = 6 and snake_case_name');
  });

  it('cuts a long reply at a word and says it goes on', () => {
    const spoken = spokenText('word '.repeat(100), 42);
    expect(spoken.endsWith('word…')).toBe(true);
    expect(spoken.length).toBeLessThanOrEqual(43);
  });
});
