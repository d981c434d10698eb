// Baidu ERNIE ("wenxinworkshop" v1). Its quirks: the path depends on the model, the system prompt is a
// top-level field rather than a message, messages must alternate user/assistant starting and ending
// with a user turn (so their count is odd), the stream has no end marker other than is_end, and
// errors arrive as a JSON body with HTTP 200.

import type { ChatEvent, ChatErrorCode, ChatMessage } from '../types';
import type { ChatRequestInput, ProviderAdapter, ProviderRequest, SseEvent } from './adapter';
import { readJsonChunk } from './wire-json';
import { messageText } from '../chat/message-content';

const CHAT_PATH = 'rpc/2.0/ai_custom/v1/wenxinworkshop/chat';
const TOKEN_PATH = 'oauth/2.0/token';
/** What fills a missing turn: Baidu rejects empty content, and a space says nothing to the model. */
const FILLER_CONTENT = ' ';
/** ERNIE rejects a temperature of 0 or above 1 ("range (0, 1.0]"); the app allows 0 to 2. */
const MIN_TEMPERATURE = 0.01;
const MAX_TEMPERATURE = 1;
/** Baidu's error codes (its error table) by what they mean to the user: 110 and 111 an invalid or
 * expired access token, 13 and 14 a key pair it refused; 6 no permission; 4, 17, 18 and 19 the
 * cluster, daily, per-second or total limit, 336501 and 336502 the per-minute request and token
 * limits; 1 and 336000 an internal error; 2 and 336100 a service down or overloaded; 3 and 336005
 * an API or model that does not exist; 336007 a conversation longer than the model takes. Any other
 * (336001 bad arguments, 336003 a bad message order …) keeps the plain request failure, with
 * Baidu's own words folded under it. */
const BAIDU_ERROR_CODES: ReadonlyMap<number, ChatErrorCode> = new Map<number, ChatErrorCode>([
  [110, 'unauthorized'],
  [111, 'unauthorized'],
  [13, 'unauthorized'],
  [14, 'unauthorized'],
  [6, 'forbidden'],
  [4, 'rate_limited'],
  [17, 'rate_limited'],
  [18, 'rate_limited'],
  [19, 'rate_limited'],
  [336501, 'rate_limited'],
  [336502, 'rate_limited'],
  [1, 'server_error'],
  [336000, 'server_error'],
  [2, 'unavailable'],
  [336100, 'unavailable'],
  [3, 'not_found'],
  [336005, 'not_found'],
  [336007, 'too_large'],
]);

/** Models whose endpoint is not simply their own lower-cased name (Baidu's published endpoint table). */
const ENDPOINT_SUFFIXES: Readonly<Record<string, string>> = {
  'ernie-4.0-8k': 'completions_pro',
  'ernie-bot-4': 'completions_pro',
  'ernie-4.0-8k-preview-0518': 'completions_adv_pro',
  'ernie-4.0-preemptible': 'completions_pro_preemptible',
  'ernie-3.5-8k': 'completions',
  'ernie-bot': 'completions',
  'ernie-3.5-preemptible': 'completions_preemptible',
  'ernie-bot-8k': 'ernie_bot_8k',
  'ernie-speed-8k': 'ernie_speed',
  'ernie-speed': 'ernie_speed',
  'ernie-bot-turbo': 'eb-instant',
  'ernie-lite-8k-0922': 'eb-instant',
  'ernie-lite-8k-0308': 'ernie-lite-8k',
  'ernie-function-8k': 'ernie-func-8k',
  'ernie-character-8k': 'ernie-char-8k',
};

export function baiduEndpointSuffix(model: string): string {
  const key = model.trim().toLowerCase();
  return ENDPOINT_SUFFIXES[key] ?? key;
}

export interface BaiduMessage {
  role: 'user' | 'assistant' | 'function';
  content: string;
  name?: string;
  function_call?: { name: string; arguments: string };
}

function toBaiduMessage(message: ChatMessage, history: readonly ChatMessage[]): BaiduMessage {
  if (message.role === 'tool') {
    // Baidu names the function a result belongs to, where OpenAI refers to the call's id.
    const call = history
      .flatMap((m) => m.tool_calls ?? [])
      .find((c) => c.id === message.tool_call_id);
    return { role: 'function', name: call?.function.name ?? '', content: messageText(message.content) };
  }
  const first = message.tool_calls?.[0];
  if (message.role === 'assistant' && first) {
    return {
      role: 'assistant',
      content: messageText(message.content),
      function_call: { name: first.function.name, arguments: first.function.arguments },
    };
  }
  return { role: message.role === 'assistant' ? 'assistant' : 'user', content: messageText(message.content) };
}

const isUserSide = (m: BaiduMessage) => m.role !== 'assistant';

/** Restores strict user/assistant alternation, starting and ending with a user turn, by inserting
 * filler turns rather than dropping or merging any of the caller's messages. */
export function alternateForBaidu(messages: readonly BaiduMessage[]): BaiduMessage[] {
  const result: BaiduMessage[] = [];
  for (const message of messages) {
    const expectUser = result.length % 2 === 0;
    if (isUserSide(message) !== expectUser) {
      result.push({ role: expectUser ? 'user' : 'assistant', content: FILLER_CONTENT });
    }
    result.push(message);
  }
  if (result.length % 2 === 0) result.push({ role: 'user', content: FILLER_CONTENT });
  return result;
}

function clampTemperature(value: number): number {
  return Math.min(MAX_TEMPERATURE, Math.max(MIN_TEMPERATURE, value));
}

function buildBaiduChatRequest(input: ChatRequestInput): ProviderRequest {
  const { messages, config, stream, tools, endpoint } = input;
  const system = messages
    .filter((m) => m.role === 'system')
    .map((m) => messageText(m.content))
    .join('\n');
  const conversation = messages.filter((m) => m.role !== 'system').map((m) => toBaiduMessage(m, messages));

  const body: Record<string, unknown> = {
    messages: alternateForBaidu(conversation),
    stream,
    temperature: clampTemperature(config.temperature),
    top_p: config.top_p,
  };
  // max_output_tokens is left out: its ceiling differs per ERNIE model and a larger value is refused.
  if (system) body.system = system;
  if (tools && tools.length > 0) {
    body.functions = tools.map((t) => ({
      name: t.function.name,
      description: t.function.description ?? '',
      parameters: t.function.parameters ?? { type: 'object', properties: {} },
    }));
  }

  const query = endpoint.accessToken ? `?access_token=${encodeURIComponent(endpoint.accessToken)}` : '';
  return {
    url: `${endpoint.baseUrl}/${CHAT_PATH}/${baiduEndpointSuffix(config.model)}${query}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** The OAuth call that trades the API key and secret key for an access token (valid 30 days). */
export function buildBaiduTokenRequest(base: string, apiKey: string, secretKey: string): ProviderRequest {
  const query = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: apiKey,
    client_secret: secretKey,
  });
  return {
    url: `${base}/${TOKEN_PATH}?${query.toString()}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  };
}

export interface BaiduToken {
  accessToken: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

export function parseBaiduToken(json: unknown): BaiduToken {
  const body = (json ?? {}) as Record<string, unknown>;
  if (typeof body.access_token === 'string' && body.access_token.length > 0) {
    return { accessToken: body.access_token, expiresIn: typeof body.expires_in === 'number' ? body.expires_in : 0 };
  }
  const reason = [body.error, body.error_description].filter((v) => typeof v === 'string' && v).join(': ');
  throw new Error(`Baidu token request failed${reason ? `: ${reason}` : ''}`);
}

interface BaiduChunk {
  id?: string;
  result?: string;
  is_end?: boolean;
  function_call?: { name?: string; arguments?: string };
  usage?: { prompt_tokens?: number; completion_tokens?: number };
  error_code?: number;
  error_msg?: string;
}

function errorEvent(chunk: BaiduChunk, status?: number): ChatEvent {
  const code = BAIDU_ERROR_CODES.get(chunk.error_code ?? -1) ?? 'request_failed';
  const message = `${chunk.error_msg ?? 'Baidu error'} (error_code ${chunk.error_code})`;
  return status === undefined ? { type: 'error', message, code } : { type: 'error', message, code, status };
}

/** One chunk (streamed) or one whole answer: they have the same shape. */
function chunkEvents(chunk: BaiduChunk, final: boolean): ChatEvent[] {
  const events: ChatEvent[] = [];
  if (chunk.result) events.push({ type: 'text', text: chunk.result });
  if (chunk.function_call?.name) {
    events.push({
      type: 'tool-call',
      index: 0,
      // Baidu gives calls no id; one made from the response id lets the engine pair the result.
      id: `${chunk.id ?? 'baidu'}-call-0`,
      name: chunk.function_call.name,
      arguments: chunk.function_call.arguments ?? '',
    });
  }
  if (final) {
    if (chunk.usage) {
      events.push({
        type: 'usage',
        promptTokens: chunk.usage.prompt_tokens,
        completionTokens: chunk.usage.completion_tokens,
      });
    }
    events.push({ type: 'done' });
  }
  return events;
}

function createBaiduStreamParser(): (event: SseEvent) => ChatEvent[] {
  return (event) => readJsonChunk<BaiduChunk>(event.data, (chunk) => (chunk.error_code !== undefined ? [errorEvent(chunk)] : chunkEvents(chunk, chunk.is_end === true)));
}

function parseBaiduBody(status: number, body: unknown): ChatEvent[] {
  const chunk = (body ?? {}) as BaiduChunk;
  if (chunk.error_code !== undefined) return [errorEvent(chunk, status)];
  if (status === 401) {
    return [{ type: 'error', message: 'Unauthorized', code: 'unauthorized', status }];
  }
  if (status >= 400) {
    return [{ type: 'error', message: JSON.stringify(body), code: 'http_error', status }];
  }
  if (typeof chunk.result !== 'string' && !chunk.function_call) {
    return [{ type: 'error', message: 'empty response from server', code: 'empty_response', status }];
  }
  return chunkEvents(chunk, true);
}

export const baiduAdapter: ProviderAdapter = {
  id: 'baidu',
  buildChatRequest: buildBaiduChatRequest,
  createStreamParser: createBaiduStreamParser,
  parseBody: parseBaiduBody,
};
