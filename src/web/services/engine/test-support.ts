// Test helpers for the engine: provider responses built from the documented wire formats, a fetch
// that hands them out in order and records every request, and clean stores with i18n and frames.

import { vi } from 'vitest';
import { setupI18n } from '../../i18n/setup';
import { useChatStore } from '../../stores/chat-store';
import { hydrateStores } from '../../stores/hydrate';
import { resetStoresForTests } from '../../stores/test-utils';
import { resetCannedAnswers } from './canned';

const encoder = new TextEncoder();

/** An SSE body from `data:` payloads (objects are JSON-encoded), with optional event names. */
export function sse(events: (string | object | { event: string; data: object })[]): string {
  return events
    .map((item) => {
      if (typeof item === 'string') return `data: ${item}\n\n`;
      if ('event' in item && 'data' in item) return `event: ${String(item.event)}\ndata: ${JSON.stringify(item.data)}\n\n`;
      return `data: ${JSON.stringify(item)}\n\n`;
    })
    .join('');
}

export const openaiText = (content: string) => ({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
export const openaiReasoning = (reasoning_content: string) => ({ choices: [{ index: 0, delta: { reasoning_content }, finish_reason: null }] });
export const openaiToolPiece = (index: number, piece: { id?: string; name?: string; arguments: string }) => ({
  choices: [
    {
      index: 0,
      delta: {
        tool_calls: [
          {
            index,
            ...(piece.id ? { id: piece.id, type: 'function' } : {}),
            function: { ...(piece.name ? { name: piece.name } : {}), arguments: piece.arguments },
          },
        ],
      },
      finish_reason: null,
    },
  ],
});
export const openaiFinish = (reason: string) => ({ choices: [{ index: 0, delta: {}, finish_reason: reason }] });

export function streamResponse(body: string, status = 200): Response {
  return new Response(encoder.encode(body), { status, headers: { 'content-type': 'text/event-stream' } });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A stream that sends `first` and then stays open until the request is aborted. */
export function openStream(first: string, signal: AbortSignal | null | undefined): Response {
  let sent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(encoder.encode(first));
        return;
      }
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

export interface RecordedRequest {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

type Responder = (request: RecordedRequest, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch: provider requests get the responders in order (the last one repeats); the
 * canned-answer table is served from `canned` (an empty table by default, 404 for null). */
export function fakeFetch(responders: Responder[], canned: unknown = { version: 1, answers: [] }) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.endsWith('canned-answers.json')) {
      return canned === null ? new Response('missing', { status: 404 }) : jsonResponse(canned);
    }
    const request: RecordedRequest = {
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {},
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const responder = responders[Math.min(requests.length - 1, responders.length - 1)];
    if (!responder) throw new Error(`unexpected request to ${url}`);
    return responder(request, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** Animation frames on the timer clock, so fake timers drive the reveal too. */
function shimAnimationFrames(): void {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => clearTimeout(handle));
}

export async function freshEngineState(): Promise<string> {
  await resetStoresForTests();
  await hydrateStores();
  await setupI18n('en');
  resetCannedAnswers();
  shimAnimationFrames();
  return useChatStore.getState().currentSessionId;
}

export const messagesOf = (sessionId: string) => useChatStore.getState().messagesBySession[sessionId] ?? [];
export const lastMessage = (sessionId: string) => messagesOf(sessionId).at(-1);

// Taken before any test installs fake timers, so polling keeps running on the real clock.
const realSetTimeout = globalThis.setTimeout;

/** Waits until `check` holds. Unlike vi.waitFor it never moves a fake clock, so a test can step
 * that clock itself. */
export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => realSetTimeout(resolve, 1));
  }
}
