import type { Readable } from 'node:stream';
import { LostBodyError, paceClock, type BodyPace } from './body-pace';

export interface PullOptions {
  /** On cancel, leave the rest unread instead of destroying the stream. For a request's body: the
   * HTTP server reads and drops what is left once the answer is sent, so a client still sending
   * gets the answer (a 413) rather than a reset connection. */
  leaveRest?: boolean;
  /** A client's request body: how slowly it may come before the connection is cut (body-pace.ts). */
  pace?: BodyPace;
}

/** A Node stream as a web stream that reads one chunk per pull, so backpressure reaches the socket.
 * Node 20's Readable.toWeb queues by chunk count (up to 16,384 chunks), not bytes: a fast sender
 * could fill memory ahead of a slow reader. Chunks are taken with read() inside event callbacks, not
 * through an async iterator, whose suspended frame keeps the last chunk (and the whole socket read
 * behind it) alive while it waits: tens of kilobytes for every connection held open. With a pace (a
 * client's request body), a sender too slow for it is cut: the stream is destroyed, which closes the
 * connection. Reading a client's body then fails with LostBodyError, as it does when the client
 * leaves half-way. */
export function pullStream(readable: Readable, { leaveRest = false, pace }: PullOptions = {}): ReadableStream<Uint8Array> {
  const clock = pace ? paceClock(pace) : undefined;
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
  /** Why a stream that closed before its end failed. A request body fails only when its client's
   * connection closed early, or when the pace cut it. */
  const failure = (error: Error | null): Error => {
    if (!clock) return error ?? new Error('The stream closed before its end');
    return error instanceof LostBodyError ? error : new LostBodyError('client-gone', { cause: error ?? undefined });
  };
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!listening) {
          for (const event of events) readable.on(event, wake);
          listening = true;
        }
        const arrived = clock?.(() => readable.destroy(new LostBodyError('too-slow')));
        return new Promise<void>((resolve) => {
          const attempt = () => {
            const chunk = readable.read() as Buffer | string | null;
            if (chunk !== null) {
              const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
              arrived?.(bytes.byteLength);
              controller.enqueue(bytes);
            } else if (readable.readableEnded) {
              arrived?.(0);
              stop();
              controller.close();
            } else if (readable.errored || readable.destroyed) {
              arrived?.(0);
              stop();
              controller.error(failure(readable.errored));
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
