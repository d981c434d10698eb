import { describe, expect, it } from 'vitest';
import { exportFileName, FILE_NAME_TOPIC_MAX, sanitiseFileName } from './file-name';

describe('file names', () => {
  const day = new Date(2025, 2, 7, 23, 59).getTime();

  it('joins the topic and the local day', () => {
    expect(exportFileName('Trip plans', day, 'md')).toBe('Trip plans-2025-03-07.md');
    expect(exportFileName('Trip plans', day, 'png', 2)).toBe('Trip plans-2025-03-07-2.png');
  });

  it('drops characters file systems refuse and trims dots and spaces', () => {
    expect(sanitiseFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a b c d e f g h i j');
    expect(sanitiseFileName(' ..tab\there\nnew.. ')).toBe('tab here new');
    expect(sanitiseFileName('数学 🧮 问题')).toBe('数学 🧮 问题');
  });

  it('falls back to a name when nothing is left, and caps long topics by characters', () => {
    expect(sanitiseFileName('///')).toBe('chat');
    expect(sanitiseFileName('')).toBe('chat');
    expect(Array.from(sanitiseFileName('🧮'.repeat(200)))).toHaveLength(FILE_NAME_TOPIC_MAX);
  });
});
