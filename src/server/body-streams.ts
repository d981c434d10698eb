import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { bodyPaceOf } from './body-pace';
import { pullStream } from './node-streams';
// Streams between a client and an upstream, watched: request bodies counted against a limit as they
// pass (nothing is held whole), answers watched for silence and for their end.

/** The request's body, read only as fast as it is passed on. The node adapter's own stream
 * (Readable.toWeb) queues by chunk count, not bytes, so a fast client could fill memory ahead of a
 * slow upstream. Read from the socket a chunk at a time, the client waits instead. Every body the
 * server reads comes through here, held to the configured pace (body-pace.ts). Whatever is left when
 * the route stops reading (a body over its limit) is read and dropped by the server after the
 * answer, so the client gets that answer rather than a reset. */
export function requestBody(c: Context): ReadableStream<Uint8Array> | null {
  const incoming = incomingOf(c);
  return incoming ? pullStream(incoming, { leaveRest: true, pace: bodyPaceOf(c) }) : c.req.raw.body;
}

function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** The length the client declared for its body, or undefined when it sent it chunked (or none). */
export function declaredLength(c: Context): number | undefined {
  const header = c.req.header('content-length');
  return header === undefined ? undefined : Number(header);
}

/** HTTP says a request has a body with Content-Length or Transfer-Encoding; one made in-process
 * (tests) by having one. The adapter's Request is not asked on a socket: making it would start
 * reading the body into memory. */
function hasBody(c: Context, declared: number | undefined): boolean {
  if (declared !== undefined) return declared > 0;
  if (c.req.header('transfer-encoding') !== undefined) return true;
  return incomingOf(c) === undefined && c.req.raw.body !== null;
}

export interface RelayedBody {
  /** Absent when the request has no body. */
  body: ReadableStream<Uint8Array> | undefined;
  /** Content-Length to send on when the client declared one: some servers take no chunked upload. */
  headers: Record<string, string>;
  tooLarge: () => boolean;
}

/** The request's body on its way to an upstream, never held whole: a declared length over maxBytes
 * is refused before a byte is read, and what arrives is counted as it passes and fails past
 * maxBytes. Nothing is read until the upstream call pulls it, so a call refused before it goes out
 * (its address, its host) reads nothing. */
export function relayedBody(c: Context, maxBytes: number): RelayedBody | 'too-large' {
  const declared = declaredLength(c);
  if (declared !== undefined && declared > maxBytes) return 'too-large';
  const source = hasBody(c, declared) ? requestBody(c) : null;
  if (!source) return { body: undefined, headers: {}, tooLarge: () => false };
  const counted = countedBody(source, maxBytes);
  return { ...counted, headers: declared === undefined ? {} : { 'content-length': String(declared) } };
}

/** The client's body on its way upstream; past maxBytes it fails, and tooLarge() says why. A chunk
 * is read only when the upstream asks for one, so nothing waits here ahead of a slow upstream. */
export function countedBody(source: ReadableStream<Uint8Array>, maxBytes: number): { body: ReadableStream<Uint8Array>; tooLarge: () => boolean } {
  const reader = source.getReader();
  let size = 0;
  let tooLarge = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size <= maxBytes) return controller.enqueue(value);
        tooLarge = true;
        await reader.cancel();
        controller.error(new RangeError(`The body is larger than ${maxBytes} bytes`));
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { body, tooLarge: () => tooLarge };
}

/** Reads a whole body of at most maxBytes, counting what arrives rather than trusting the header. */
export async function readLimited(source: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!source) return new Uint8Array(0);
  const reader = source.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  return joinChunks(chunks, size);
}

/** Chunks of `size` bytes in all, as one. */
export function joinChunks(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

export type StreamEnd = { kind: 'done' } | { kind: 'cancelled' } | { kind: 'idle' } | { kind: 'failed'; error: unknown };

export interface WatchOptions {
  /** Silence longer than this ends the stream as 'idle'; none when absent. */
  idleMs?: number;
  /** Called once, however the stream ends. On 'idle' and 'failed' the stream is closed, not errored:
   * the caller decides how the client learns of it (the proxy cuts the connection). */
  onEnd: (end: StreamEnd) => void;
  /** How to end the stream towards the client on 'idle' or 'failed'; by default it is errored. */
  cut?: (controller: ReadableStreamDefaultController<Uint8Array>, end: StreamEnd) => void;
}

/** The same bytes, with its end reported once: finished, cancelled by the reader, silent too long,
 * or failed upstream. */
export function watchedBody(source: ReadableStream<Uint8Array>, { idleMs, onEnd, cut }: WatchOptions): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = (end: StreamEnd) => {
    if (ended) return false;
    ended = true;
    if (timer) clearTimeout(timer);
    onEnd(end);
    return true;
  };
  const stop = (controller: ReadableStreamDefaultController<Uint8Array>, end: StreamEnd) => {
    if (!finish(end)) return;
    void reader.cancel().catch(() => undefined);
    if (cut) cut(controller, end);
    else controller.error(end.kind === 'failed' ? end.error : new Error('The upstream sent nothing for too long'));
  };
  // The clock runs only while a read waits on the upstream: a slow client is not the upstream's silence.
  const arm = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (idleMs === undefined) return;
    timer = setTimeout(() => stop(controller, { kind: 'idle' }), idleMs);
    timer.unref?.();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      arm(controller);
      try {
        const { done, value } = await reader.read();
        if (timer) clearTimeout(timer);
        if (ended) return;
        if (done) {
          finish({ kind: 'done' });
          controller.close();
          return;
        }
        controller.enqueue(value);
      } catch (error) {
        if (!ended) stop(controller, { kind: 'failed', error });
      }
    },
    cancel(reason) {
      finish({ kind: 'cancelled' });
      return reader.cancel(reason);
    },
  });
}

/** Ends the client's connection without a clean end, so its reader fails instead of taking a cut
 * stream for a finished reply. watchedBody decides a cut inside a pull (or while one waits on the
 * upstream), and a stream pulls only once its reader has taken every chunk queued: everything the
 * upstream sent has by then been handed to the node adapter, which writes each chunk as it takes
 * it. Ending the socket (not destroying it) sends those bytes before the end, and leaves out the
 * final empty chunk; closing rather than erroring the stream keeps the node adapter from printing
 * the error's stack, as a dropped upstream is an expected event. Without a socket (in-process
 * tests) the stream is errored. */
export function cutClient(c: Context) {
  return (controller: ReadableStreamDefaultController<Uint8Array>, end: StreamEnd) => {
    const outgoing = (c.env as { outgoing?: { destroy: () => void; socket?: { end: () => void } | null } } | undefined)?.outgoing;
    const socket = outgoing?.socket;
    // The reader has taken the last chunk, but the node adapter writes it to the response in the
    // promise callbacks that follow: the socket ends once they have run.
    if (socket) setImmediate(() => socket.end());
    else if (outgoing) outgoing.destroy();
    else controller.error(end.kind === 'failed' ? end.error : new Error('The upstream sent nothing for too long'));
  };
}
