import type { Readable } from 'node:stream';
import { paceClock, SlowBodyError, type BodyPace } from './body-pace';

/** A Node stream as a web stream that reads one chunk per pull, so backpressure reaches the socket.
 * Node 20's Readable.toWeb queues by chunk count (up to 16,384 chunks), not bytes: a fast sender
 * could fill memory ahead of a slow reader. With a pace (a client's request body), a sender too slow
 * for it is cut: the stream is destroyed, which closes the connection, and reading fails with
 * SlowBodyError. */
export function pullStream(readable: Readable, pace?: BodyPace): ReadableStream<Uint8Array> {
  const chunks = readable[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const clock = pace ? paceClock(pace) : undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const arrived = clock?.(() => readable.destroy(new SlowBodyError()));
        let next: IteratorResult<Buffer | string>;
        try {
          next = await chunks.next();
        } catch (error) {
          arrived?.(0);
          throw error;
        }
        if (next.done) {
          arrived?.(0);
          controller.close();
          return;
        }
        const { value } = next;
        const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        arrived?.(bytes.byteLength);
        controller.enqueue(bytes);
      },
      cancel() {
        void chunks.return?.();
        readable.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
