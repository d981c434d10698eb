import type { Readable } from 'node:stream';

export interface PullOptions {
  /** On cancel, leave the rest unread instead of destroying the stream. For a request's body: the
   * HTTP server reads and drops what is left once the answer is sent, so a client still sending
   * gets the answer (a 413) rather than a reset connection. */
  leaveRest?: boolean;
}

/** A Node stream as a web stream that reads one chunk per pull, so backpressure reaches the socket.
 * Node 20's Readable.toWeb queues by chunk count (up to 16,384 chunks), not bytes: a fast sender
 * could fill memory ahead of a slow reader. */
export function pullStream(readable: Readable, { leaveRest = false }: PullOptions = {}): ReadableStream<Uint8Array> {
  const chunks = readable.iterator({ destroyOnReturn: !leaveRest }) as AsyncIterator<Buffer | string>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else if (typeof value === 'string') controller.enqueue(new TextEncoder().encode(value));
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
      cancel() {
        void chunks.return?.();
        if (!leaveRest) readable.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
