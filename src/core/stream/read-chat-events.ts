// Response → ChatEvents. Decides from status and Content-Type whether the body is a stream, a
// JSON answer or error, or plain text; decodes bytes as they come (a chunk may end inside a UTF-8
// character); frames events with eventsource-parser; and guarantees the caller one `done`, last.

import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ProviderAdapter } from '../providers/adapter';
import { isRecord, jsonCodeBlock, parseJson } from '../providers/wire-json';
import type { ChatEvent } from '../types';
import { errorEventOf, isAbortError, type ChatErrorEvent } from './error-event';

export const EMPTY_RESPONSE_MESSAGE = 'empty response from server';

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

async function httpErrorEvents(response: Response, adapter: ProviderAdapter): Promise<ChatErrorEvent[]> {
  const { status, statusText } = response;
  const text = await response.text();
  const json = parseJsonBody(text);
  let errors: ChatErrorEvent[] = [];
  if (json !== undefined) errors = onlyErrors(adapter.parseBody(status, json));
  else if (isEventStream(response)) errors = await streamedErrors(text, adapter);
  if (errors.length === 0) {
    // Spec part 1 §8: a JSON error nobody could read is shown as a json code block, text as is.
    const fallback = json !== undefined ? jsonCodeBlock(json) : text.trim() || `${status} ${statusText}`.trim();
    errors = [{ type: 'error', message: fallback }];
  }
  const code = status === 401 ? 'unauthorized' : undefined;
  return errors.map((error) => ({ ...error, status, code: code ?? error.code ?? 'http_error' }));
}

function isContent(event: ChatEvent): boolean {
  return event.type === 'text' || event.type === 'reasoning' || event.type === 'tool-call';
}

function wholeBodyEvents(status: number, text: string, adapter: ProviderAdapter): ChatEvent[] {
  const json = parseJsonBody(text);
  if (json === undefined) return text.trim() === '' ? [] : [{ type: 'text', text }];
  const events = adapter.parseBody(status, json);
  if (events.some((event) => isContent(event) || event.type === 'error')) return events;
  return [...events, { type: 'error', message: jsonCodeBlock(json) }];
}

async function* streamEvents(
  body: ReadableStream<Uint8Array>,
  adapter: ProviderAdapter,
  signal: AbortSignal | undefined,
): AsyncGenerator<ChatEvent> {
  const parse = adapter.createStreamParser();
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => pending.push(event) });
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
      const { done, value } = await reader.read();
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
): AsyncGenerator<ChatEvent> {
  if (!response.ok) {
    yield* await httpErrorEvents(response, adapter);
  } else if (isEventStream(response) && response.body) {
    yield* streamEvents(response.body, adapter, signal);
  } else {
    yield* wholeBodyEvents(response.status, await response.text(), adapter);
  }
}

/**
 * Every ChatEvent of one provider response, ending with exactly one `done`: at the provider's
 * end marker (reading stops there), at close, after an error, or on abort. A reply with no text,
 * reasoning, tool call or error gets 'empty response from server' (code 'empty_response') first.
 * An abort through `signal` ends quietly: the spec does not flag a stopped reply as an error.
 */
export async function* readChatEvents(
  response: Response,
  adapter: ProviderAdapter,
  signal?: AbortSignal,
): AsyncGenerator<ChatEvent, void, undefined> {
  let content = false;
  let failed = false;
  try {
    for await (const event of rawEvents(response, adapter, signal)) {
      if (event.type === 'done') break;
      content ||= isContent(event);
      failed ||= event.type === 'error';
      yield event;
    }
  } catch (error) {
    if (!isAbortError(error, signal)) {
      failed = true;
      yield errorEventOf(error);
    }
  }
  if (!content && !failed && !signal?.aborted) {
    yield { type: 'error', message: EMPTY_RESPONSE_MESSAGE, code: 'empty_response' };
  }
  yield { type: 'done' };
}
