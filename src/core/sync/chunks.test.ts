import { describe, expect, it } from 'vitest';
import { chunkCountKey, chunkKey, splitChunks } from './chunks';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('splitChunks', () => {
  it('keeps a short text whole', () => {
    expect(splitChunks('{"a": 1}', 100)).toEqual(['{"a": 1}']);
    expect(splitChunks('', 100)).toEqual([]);
  });

  it('cuts after the last space that fits, and the pieces join back', () => {
    const text = 'alpha beta gamma delta epsilon';
    const chunks = splitChunks(text, 12);
    expect(chunks).toEqual(['alpha beta ', 'gamma delta ', 'epsilon']);
    expect(chunks.join('')).toBe(text);
  });

  it('cuts at the limit when there is no space, never inside a character', () => {
    const text = '汉字'.repeat(10) + 'x'.repeat(7);
    const chunks = splitChunks(text, 10);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) expect(bytes(chunk)).toBeLessThanOrEqual(10);
    expect(chunks.every((chunk) => !chunk.includes('\uFFFD'))).toBe(true);
  });

  it('holds a megabyte-sized state within the spec’s limit per chunk', () => {
    const text = JSON.stringify({ messages: Array.from({ length: 40_000 }, (_, i) => ({ id: `m${i}`, content: `text number ${i}` })) });
    const chunks = splitChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(bytes(chunk)).toBeLessThanOrEqual(1_000_000);
    expect(chunks.join('')).toBe(text);
  });

  it('names the keys after the backup name', () => {
    expect(chunkCountKey('me')).toBe('me-chunk-count');
    expect(chunkKey('me', 3)).toBe('me-chunk-3');
  });
});
