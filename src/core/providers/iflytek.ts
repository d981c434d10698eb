// iFlytek Spark over HTTP: OpenAI-like chunks that also carry `code`/`message`; a chunk whose
// code is not 0 is an error (https://www.xfyun.cn/doc/spark/HTTP%E8%B0%83%E7%94%A8%E6%96%87%E6%A1%A3.html). Its error texts are the app's error catalogue's.

import type { ProviderEndpoint } from './adapter';
import { createOpenAICompatibleAdapter } from './openai-compatible';
import { OPENAI_CHAT_PATH } from './openai';
import { numberAt, providerErrorMessage, stringAt, type ErrorEvent, type JsonRecord, unreadableChunkEvent } from './wire-json';

/** The console issues either one "APIPassword" or an APIKey/APISecret pair sent joined by a colon. */
function iflytekAuth(endpoint: ProviderEndpoint): Record<string, string> {
  const secret = endpoint.apiSecret ? `:${endpoint.apiSecret}` : '';
  return { Authorization: `Bearer ${endpoint.apiKey ?? ''}${secret}` };
}

function requestFailed(status: number, detail: string): ErrorEvent {
  return { type: 'error', message: `Request failed with status ${status}: ${detail}`, code: 'request_failed' };
}

function chunkError(chunk: JsonRecord): ErrorEvent | undefined {
  const code = numberAt(chunk, 'code');
  if (code === undefined || code === 0) return undefined;
  return requestFailed(code, stringAt(chunk, 'message') ?? JSON.stringify(chunk));
}

function bodyError(status: number, body: unknown): ErrorEvent | undefined {
  const message = providerErrorMessage(body);
  if (message !== undefined) return requestFailed(status, message);
  if (status >= 400) return requestFailed(status, JSON.stringify(body));
  return undefined;
}

export const iflytekAdapter = createOpenAICompatibleAdapter({
  id: 'iflytek',
  chatPath: () => OPENAI_CHAT_PATH,
  authHeaders: iflytekAuth,
  chunkError,
  bodyError,
  unreadableChunk: (data) => [unreadableChunkEvent(data)],
});
