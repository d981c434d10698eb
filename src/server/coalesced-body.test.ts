import { describe, expect, it } from 'vitest';
import { coalescedBody } from './coalesced-body';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk);

/** A source the test feeds by hand, and what its reader cancelled it with. */
function handFed() {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const cancelled: unknown[] = [];
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      feed = controller;
    },
    cancel(reason) {
      cancelled.push(reason);
    },
  });
  return { source, feed, cancelled };
}

// An interval no test waits out: whatever comes out before the end of a test came out without it.
const NEVER_MS = 60_000;

/** A coalesced reader past its first chunk, with `second` being gathered by a pending read. The
 * chunk is let reach the gatherer first: erroring a source drops what it still queues, and a
 * network body's bytes come before its connection breaks. */
async function gathering(second: string) {
  const { source, feed, cancelled } = handFed();
  const reader = coalescedBody(source, NEVER_MS).getReader();
  feed.enqueue(bytes('first'));
  await reader.read();
  feed.enqueue(bytes(second));
  const pending = reader.read();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { reader, feed, cancelled, pending };
}

describe('coalescedBody', () => {
  it('passes the first chunk on at once, then gathers what follows', async () => {
    const { source, feed } = handFed();
    const reader = coalescedBody(source, NEVER_MS, 6).getReader();
    feed.enqueue(bytes('data: a\n\n'));
    expect(text((await reader.read()).value)).toBe('data: a\n\n');
    feed.enqueue(bytes('b1'));
    feed.enqueue(bytes('b2'));
    feed.enqueue(bytes('b3'));
    feed.enqueue(bytes('c'));
    // Within the interval, the three go as one once they reach the size bound.
    expect(text((await reader.read()).value)).toBe('b1b2b3');
    feed.close();
    expect(text((await reader.read()).value)).toBe('c');
    expect((await reader.read()).done).toBe(true);
  });

  it('passes on what it gathered before a failure, then fails', async () => {
    const { reader, feed, pending } = await gathering('kept');
    feed.error(new Error('upstream reset'));
    expect(text((await pending).value)).toBe('kept');
    await expect(reader.read()).rejects.toThrow('upstream reset');
  });

  it('fails at once when nothing was gathered', async () => {
    const { source, feed } = handFed();
    const reader = coalescedBody(source, NEVER_MS).getReader();
    feed.error(new Error('refused'));
    await expect(reader.read()).rejects.toThrow('refused');
  });

  it('passes a cancel on to the source', async () => {
    const { source, feed, cancelled } = handFed();
    const reader = coalescedBody(source, NEVER_MS).getReader();
    feed.enqueue(bytes('a'));
    await reader.read();
    await reader.cancel('reader left');
    expect(cancelled).toEqual(['reader left']);
  });

  it('lets the reader leave while it gathers, and stops the source', async () => {
    const { reader, cancelled, pending } = await gathering('b');
    await reader.cancel('reader left');
    expect((await pending).done).toBe(true);
    expect(cancelled).toEqual(['reader left']);
    // What was gathered for nobody is dropped quietly (vitest fails on an unhandled rejection).
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('keeps every byte in order however the source chunks them', async () => {
    const pieces = Array.from({ length: 300 }, (_, index) => `data: {"n":${index}}\n\n`);
    const source = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const piece = pieces.shift();
        if (piece === undefined) return controller.close();
        if (pieces.length % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
        controller.enqueue(bytes(piece));
      },
    });
    const reads: string[] = [];
    const reader = coalescedBody(source, 2).getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) reads.push(text(chunk.value));
    expect(reads.join('')).toBe(Array.from({ length: 300 }, (_, index) => `data: {"n":${index}}\n\n`).join(''));
    expect(reads.length).toBeLessThan(300);
  });
});
