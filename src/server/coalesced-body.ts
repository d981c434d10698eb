// An answer's chunks gathered into at most one write per interval. A fast model streams a few
// hundred small chunks a second; each one the browser receives costs its page several tasks
// (network notification, body read, parse), while the page shows new text at most once a frame.
// The first chunk, and any after a pause, goes at once: the time to the first byte is unchanged,
// and no chunk waits longer than the interval.

import { joinChunks } from './body-streams';

/** One frame at 60 Hz: the client reveals text at most this often. */
const STREAM_WRITE_INTERVAL_MS = 16;

/** Past this many gathered bytes they go without waiting for the interval to end. */
const STREAM_GATHER_MAX_BYTES = 64 * 1024;

/** The same bytes in the same order, in fewer chunks. A failure upstream reaches the reader after
 * the bytes gathered before it, so no text that arrived is lost. */
export function coalescedBody(
  source: ReadableStream<Uint8Array>,
  intervalMs = STREAM_WRITE_INTERVAL_MS,
  maxBytes = STREAM_GATHER_MAX_BYTES,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  // A read still waiting when the interval ended; the next pull takes it over.
  let waiting: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  let failure: { error: unknown } | null = null;
  let lastWrite = -Infinity;
  let cancelled = false;
  const read = () => (waiting ??= reader.read());

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (failure) throw failure.error;
        const parts: Uint8Array[] = [];
        let size = 0;
        let done = false;
        try {
          const first = await read();
          waiting = null;
          if (first.done) {
            controller.close();
            return;
          }
          parts.push(first.value);
          size = first.value.byteLength;
          const writeAt = lastWrite + intervalMs;
          while (size < maxBytes) {
            const wait = writeAt - performance.now();
            if (wait <= 0) break;
            let timer: ReturnType<typeof setTimeout> | undefined;
            const next = await Promise.race([read(), new Promise<null>((resolve) => (timer = setTimeout(resolve, wait, null)))]);
            clearTimeout(timer);
            if (next === null) break;
            waiting = null;
            if (next.done) {
              done = true;
              break;
            }
            parts.push(next.value);
            size += next.value.byteLength;
          }
        } catch (error) {
          waiting = null;
          if (parts.length === 0) throw error;
          failure = { error };
        }
        // The reader left while this pull gathered: nobody takes what it has.
        if (cancelled) return;
        controller.enqueue(parts.length === 1 ? parts[0]! : joinChunks(parts, size));
        lastWrite = performance.now();
        if (done) controller.close();
      },
      cancel(reason) {
        cancelled = true;
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
