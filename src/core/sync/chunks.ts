// Upstash keeps the state in chunks named {name}-chunk-{n} with a count under {name}-chunk-count;
// a chunk holds at most UPSTASH_CHUNK_MAX_BYTES of UTF-8 and ends at a space where it can.

import { UPSTASH_CHUNK_MAX_BYTES } from '../constants/sync';

export const chunkCountKey = (name: string) => `${name}-chunk-count`;
export const chunkKey = (name: string, index: number) => `${name}-chunk-${index}`;

/** Splits text into pieces of at most `maxBytes` UTF-8 bytes, each cut after its last space when
 * it has one (a cut never falls inside a character). Joining the pieces gives the text back. */
export function splitChunks(text: string, maxBytes = UPSTASH_CHUNK_MAX_BYTES): string[] {
  const bytes = new TextEncoder().encode(text);
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + maxBytes, bytes.length);
    if (end < bytes.length) {
      // Back off to a character boundary (continuation bytes are 10xxxxxx).
      while (end > start && (bytes[end]! & 0xc0) === 0x80) end--;
      const space = bytes.lastIndexOf(0x20, end - 1);
      if (space >= start) end = space + 1;
    }
    chunks.push(decoder.decode(bytes.subarray(start, end)));
    start = end;
  }
  return chunks;
}
