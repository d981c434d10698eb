import type { Readable } from 'node:stream';
import { LostBodyError, paceClock, type BodyPace } from './body-pace';

/** A Node stream as a web stream that reads one chunk per pull, so backpressure reaches the socket.
 * Node 20's Readable.toWeb queues by chunk count (up to 16,384 chunks), not bytes: a fast sender
 * could fill memory ahead of a slow reader. With a pace (a client's request body), a sender too slow
 * for it is cut: the stream is destroyed, which closes the connection. Reading a client's body then
 * fails with LostBodyError, as it does when the client leaves half-way. */
export function pullStream(readable: Readable, pace?: BodyPace): ReadableStream<Uint8Array> {
  const chunks = readable[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const clock = pace ? paceClock(pace) : undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const arrived = clock?.(() => readable.destroy(new LostBodyError('too-slow')));
        let next: IteratorResult<Buffer | string>;
        try {
          next = await chunks.next();
        } catch (error) {
          arrived?.(0);
          if (!clock || error instanceof LostBodyError) throw error;
          // A request body fails only when its client's connection closed before the end.
          throw new LostBodyError('client-gone', { cause: error });
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
