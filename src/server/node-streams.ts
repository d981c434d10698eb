import type { Readable } from 'node:stream';

export interface PullOptions {
  /** On cancel, leave the rest unread instead of destroying the stream. For a request's body: the
   * HTTP server reads and drops what is left once the answer is sent, so a client still sending
   * gets the answer (a 413) rather than a reset connection. */
  leaveRest?: boolean;
}

/** A Node stream as a web stream that reads one chunk per pull, so backpressure reaches the socket.
 * Node 20's Readable.toWeb queues by chunk count (up to 16,384 chunks), not bytes: a fast sender
 * could fill memory ahead of a slow reader. Chunks are taken with read() inside event callbacks, not
 * through an async iterator, whose suspended frame keeps the last chunk (and the whole socket read
 * behind it) alive while it waits: tens of kilobytes for every connection held open. */
export function pullStream(readable: Readable, { leaveRest = false }: PullOptions = {}): ReadableStream<Uint8Array> {
  let waiting: (() => void) | undefined;
  const wake = () => {
    const retry = waiting;
    waiting = undefined;
    retry?.();
  };
  const events = ['readable', 'end', 'error', 'close'] as const;
  // Listening starts with the first pull: a 'readable' listener makes the stream read ahead.
  let listening = false;
  const stop = () => {
    if (listening) for (const event of events) readable.off(event, wake);
    listening = false;
  };
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!listening) {
          for (const event of events) readable.on(event, wake);
          listening = true;
        }
        return new Promise<void>((resolve) => {
          const attempt = () => {
            const chunk = readable.read() as Buffer | string | null;
            if (chunk !== null) {
              controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            } else if (readable.readableEnded) {
              stop();
              controller.close();
            } else if (readable.errored || readable.destroyed) {
              stop();
              controller.error(readable.errored ?? new Error('The stream closed before its end'));
            } else {
              waiting = attempt;
              return;
            }
            resolve();
          };
          attempt();
        });
      },
      cancel() {
        stop();
        if (!leaveRest) readable.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
