// Response → ChatEvents. Decides from status and Content-Type whether the body is a stream, a
// JSON answer or error, or plain text; decodes bytes as they come (a chunk may end inside a UTF-8
// character); frames events with eventsource-parser; and guarantees the caller one `done`, last.

import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ProviderAdapter } from '../providers/adapter';
import { isRecord, parseJson } from '../providers/wire-json';
import type { ChatEvent } from '../types';
import { STREAM_IDLE_TIMEOUT_MS } from '../constants/network';
import { errorEventOf, isAbortError, type ChatErrorEvent } from './error-event';
import { codeOfStatus, isHtmlAnswer, pageSummary, retryAfterSeconds, serverCodeOf } from './http-errors';
import { UPSTREAM_IDLE_COMMENT } from './idle-notice';

export const EMPTY_RESPONSE_MESSAGE = 'empty response from server';

/** Enough of a raw body to recognise it in the fold. */
const MAX_DETAIL_CHARS = 2000;

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream');
}

/** Objects and arrays only: a bare JSON string or number in a body is just text. */
function parseJsonBody(text: string): unknown {
  const parsed = parseJson(text.trim());
  return isRecord(parsed) || Array.isArray(parsed) ? parsed : undefined;
}

const onlyErrors = (events: ChatEvent[]) => events.filter((event): event is ChatErrorEvent => event.type === 'error');

/** Some providers report a failed request as an `event: error` inside a short event stream. */
async function streamedErrors(text: string, adapter: ProviderAdapter): Promise<ChatErrorEvent[]> {
  const body = new Response(text).body;
  if (!body) return [];
  const events: ChatEvent[] = [];
  for await (const event of streamEvents(body, adapter, undefined)) events.push(event);
  return onlyErrors(events);
}

/** A body nobody could read as a message, as the fold shows it. */
function rawDetail(json: unknown, text: string): string | undefined {
  if (json !== undefined) return JSON.stringify(json, null, 2);
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, MAX_DETAIL_CHARS) : undefined;
}

/** A web page where an answer should be: never the model's reply. */
function htmlPageError(response: Response, text: string): ChatErrorEvent {
  const { status, statusText } = response;
  return { type: 'error', code: 'html_page', status, message: pageSummary(text) || `${status} ${statusText}`.trim() };
}

async function httpErrorEvents(response: Response, adapter: ProviderAdapter): Promise<ChatErrorEvent[]> {
  const { status, statusText } = response;
  const text = await response.text();
  if (isHtmlAnswer(response.headers.get('content-type'), text)) return [htmlPageError(response, text)];
  const json = parseJsonBody(text);
  let errors: ChatErrorEvent[] = [];
  if (json !== undefined) errors = onlyErrors(adapter.parseBody(status, json));
  else if (isEventStream(response)) errors = await streamedErrors(text, adapter);
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  const code = serverCodeOf(json) ?? codeOfStatus(status);
  const extra = retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter };
  if (errors.length === 0) {
    // Spec part 1 §8 showed an unreadable JSON error as a code block; it is now the catalogue's
    // sentence for the status, with the body folded under it.
    const detail = rawDetail(json, text);
    return [{ type: 'error', message: `${status} ${statusText}`.trim(), status, code, ...(detail ? { detail } : {}), ...extra }];
  }
  return errors.map((error) => ({ ...error, status, code: status === 401 ? 'unauthorized' : (error.code ?? code), ...extra }));
}

function isContent(event: ChatEvent): boolean {
  return event.type === 'text' || event.type === 'reasoning' || event.type === 'tool-call';
}

function wholeBodyEvents(response: Response, text: string, adapter: ProviderAdapter): ChatEvent[] {
  if (isHtmlAnswer(response.headers.get('content-type'), text)) return [htmlPageError(response, text)];
  const json = parseJsonBody(text);
  if (json === undefined) return text.trim() === '' ? [] : [{ type: 'text', text }];
  const events = adapter.parseBody(response.status, json);
  if (events.some((event) => isContent(event) || event.type === 'error')) return events;
  return [...events, { type: 'error', code: 'parse_failed', message: '', detail: JSON.stringify(json, null, 2) }];
}

/** The stream went silent for longer than the idle limit. */
class StreamStalledError extends Error {
  override name = 'StreamStalledError';
}

/** The next chunk, or StreamStalledError when none comes within idleMs. */
function readWithin<T>(reader: ReadableStreamDefaultReader<T>, idleMs: number | undefined): Promise<ReadableStreamReadResult<T>> {
  if (idleMs === undefined) return reader.read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StreamStalledError(`No data for ${idleMs} ms`)), idleMs);
  });
  return Promise.race([reader.read(), silence]).finally(() => clearTimeout(timer));
}

async function* streamEvents(
  body: ReadableStream<Uint8Array>,
  adapter: ProviderAdapter,
  signal: AbortSignal | undefined,
  idleMs?: number,
): AsyncGenerator<ChatEvent> {
  const parse = adapter.createStreamParser();
  const pending: EventSourceMessage[] = [];
  // Our server's word that it is about to end this stream because the provider fell silent.
  let upstreamIdle = false;
  const parser = createParser({
    onEvent: (event) => pending.push(event),
    onComment: (comment) => {
      upstreamIdle ||= comment.trim() === UPSTREAM_IDLE_COMMENT;
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });

  function* drain(): Generator<ChatEvent> {
    for (const event of pending.splice(0)) yield* parse(event);
  }

  try {
    for (;;) {
      if (signal?.aborted) return;
      const { done, value } = await readWithin(reader, idleMs).catch((error: unknown) => {
        throw upstreamIdle && !isAbortError(error, signal) ? new StreamStalledError('The server ended the stream: the provider sent nothing for too long') : error;
      });
      if (done && upstreamIdle) throw new StreamStalledError('The server ended the stream: the provider sent nothing for too long');
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* drain();
    }
    if (signal?.aborted) return;
    // A last event without its blank line still counts when the socket closes (Gemini ends so).
    parser.feed(`${decoder.decode()}\n\n`);
    yield* drain();
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}

async function* rawEvents(
  response: Response,
  adapter: ProviderAdapter,
  signal: AbortSignal | undefined,
  idleMs: number,
): AsyncGenerator<ChatEvent> {
  if (!response.ok) {
    yield* await httpErrorEvents(response, adapter);
  } else if (isEventStream(response) && response.body) {
    yield* streamEvents(response.body, adapter, signal, idleMs);
  } else {
    yield* wholeBodyEvents(response, await response.text(), adapter);
  }
}

/**
 * Every ChatEvent of one provider response, ending with exactly one `done`: at the provider's
 * end marker (reading stops there), at close, after an error, or on abort. A reply with no text,
 * reasoning, tool call or error gets 'empty response from server' (code 'empty_response') first.
 * An abort through `signal` ends quietly: a stopped reply is not an error.
 */
export async function* readChatEvents(
  response: Response,
  adapter: ProviderAdapter,
  signal?: AbortSignal,
  { idleMs = STREAM_IDLE_TIMEOUT_MS }: { idleMs?: number } = {},
): AsyncGenerator<ChatEvent, void, undefined> {
  let content = false;
  let failed = false;
  try {
    for await (const event of rawEvents(response, adapter, signal, idleMs)) {
      if (event.type === 'done') break;
      content ||= isContent(event);
      failed ||= event.type === 'error';
      yield event;
    }
  } catch (error) {
    if (!isAbortError(error, signal)) {
      failed = true;
      const message = error instanceof Error ? error.message : String(error);
      // A read that fails half-way: the connection dropped, or the provider fell silent (nothing
      // came for the idle limit, or our server said so before it ended the stream). What arrived
      // before stays in the reply.
      if (error instanceof StreamStalledError) yield { type: 'error', code: 'stalled', message };
      else if (error instanceof TypeError) yield { type: 'error', code: 'connection_lost', message };
      else yield errorEventOf(error);
    }
  }
  if (!content && !failed && !signal?.aborted) {
    yield { type: 'error', message: EMPTY_RESPONSE_MESSAGE, code: 'empty_response' };
  }
  yield { type: 'done' };
}
