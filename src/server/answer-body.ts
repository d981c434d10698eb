// An upstream's answer as a web stream that keeps every byte that arrived, even when the upstream
// drops the connection. Node destroys an answer whose connection closes before its end, and both
// an async iterator over it and fetch's body then fail at once, throwing away what had arrived but
// not yet been read: on a busy server, the last words of a reply before the drop (or all of them).
// Here what is buffered is read out first, and only then does the stream fail.

import type { IncomingMessage } from 'node:http';

/** Why an answer ended before its end, when node gave no error of its own. */
class AnswerCutError extends Error {
  override name = 'AnswerCutError';
  readonly code = 'ECONNRESET';
}

/** Reads one chunk per pull (backpressure reaches the upstream's socket); after a drop, the bytes
 * already received come first, then the failure. */
export function answerBody(answer: IncomingMessage): ReadableStream<Uint8Array> {
  let ended = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  answer.on('readable', notify);
  answer.once('end', () => {
    ended = true;
    notify();
  });
  answer.once('error', (error) => {
    failure ??= { error };
    notify();
  });
  answer.once('close', () => {
    if (!ended && !answer.complete) failure ??= { error: new AnswerCutError('The upstream closed the connection before the end of its answer') };
    notify();
  });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          // A destroyed stream still gives what it holds; this is where the bytes before a drop are kept.
          const chunk = answer.read() as Buffer | null;
          if (chunk !== null) {
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            return;
          }
          if (ended) {
            controller.close();
            return;
          }
          if (failure) throw failure.error;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
      cancel() {
        answer.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
