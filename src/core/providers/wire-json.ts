// Small readers for JSON that comes from providers. Their bodies vary between versions and
// relays, so every field is read defensively: a missing or oddly typed field is skipped, never
// thrown on.

import type { ChatEvent } from '../types';

export type JsonRecord = Record<string, unknown>;
export type ErrorEvent = Extract<ChatEvent, { type: 'error' }>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function recordAt(value: unknown, key: string): JsonRecord | undefined {
  if (!isRecord(value)) return undefined;
  const found = value[key];
  return isRecord(found) ? found : undefined;
}

export function stringAt(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const found = value[key];
  return typeof found === 'string' ? found : undefined;
}

export function numberAt(value: unknown, key: string): number | undefined {
  if (!isRecord(value)) return undefined;
  const found = value[key];
  return typeof found === 'number' && Number.isFinite(found) ? found : undefined;
}

export function arrayAt(value: unknown, key: string): unknown[] {
  if (!isRecord(value)) return [];
  const found = value[key];
  return Array.isArray(found) ? found : [];
}

/** Base URLs come from settings with or without a trailing slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Parses one SSE data field; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What a stream chunk that is not JSON becomes: "Failed to parse response". */
export function unreadableChunkEvent(data: string): ErrorEvent {
  return { type: 'error', message: `Failed to parse response: ${data}`, code: 'parse_failed' };
}

/** The opening every JSON-chunk stream parser shares: the event's data as a JSON object, handed
 * to `read`, or the error that the chunk could not be read. */
export function readJsonChunk<T extends object>(data: string, read: (chunk: T) => ChatEvent[]): ChatEvent[] {
  const parsed = parseJson(data);
  return parsed !== null && typeof parsed === 'object' ? read(parsed as T) : [unreadableChunkEvent(data)];
}

/** The error message of the common shapes: {error:{message}}, {error:"…"}, {message}. */
export function providerErrorMessage(body: unknown): string | undefined {
  const nested = recordAt(body, 'error');
  const fromNested = stringAt(nested, 'message');
  if (fromNested) return fromNested;
  const flat = stringAt(body, 'error');
  if (flat) return flat;
  return undefined;
}


export interface DataUrl {
  mimeType: string;
  data: string;
}

/** Splits a base64 data URL; undefined for any other URL. */
export function parseDataUrl(url: string): DataUrl | undefined {
  const match = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s.exec(url);
  if (!match?.[1] || match[2] === undefined) return undefined;
  return { mimeType: match[1], data: match[2] };
}

/** Tool arguments travel as JSON text in our messages; providers that want an object get one. */
export function parseArguments(text: string): JsonRecord {
  const parsed = parseJson(text);
  return isRecord(parsed) ? parsed : {};
}

export function usageEvent(promptTokens: number | undefined, completionTokens: number | undefined): ChatEvent[] {
  if (promptTokens === undefined && completionTokens === undefined) return [];
  const event: Extract<ChatEvent, { type: 'usage' }> = { type: 'usage' };
  if (promptTokens !== undefined) event.promptTokens = promptTokens;
  if (completionTokens !== undefined) event.completionTokens = completionTokens;
  return [event];
}
