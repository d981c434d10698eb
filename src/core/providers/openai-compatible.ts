// The OpenAI chat-completions wire format, shared by OpenAI, Azure, ByteDance, Moonshot and
// iFlytek. Each of those is this adapter plus a few hooks for where it differs (path, auth
// header, in-stream error convention), so a fix to the common format lands everywhere at once.

import { VISION_PREVIEW_MIN_MAX_TOKENS } from '../constants/models';
import type { ChatEvent, ChatMessage, MessageContent } from '../types';
import type { ChatRequestInput, ProviderAdapter, ProviderEndpoint, ProviderRequest, SseEvent } from './adapter';
import type { ProviderId } from './catalog';
import { createToolCallCursor, toolCallEvents, type ToolCallCursor } from './openai-tool-calls';
import { createAnswerText, urlCitationEvents, withWebSearchOptions, type AnswerText } from './openai-url-citations';
import {
  arrayAt,
  isRecord,
  joinUrl,
  numberAt,
  parseJson,
  providerErrorMessage,
  recordAt,
  stringAt,
  usageEvent,
  type ErrorEvent,
  type JsonRecord,
} from './wire-json';

interface OpenAIChatMessage {
  role: ChatMessage['role'];
  content: MessageContent;
  tool_calls?: ChatMessage['tool_calls'];
  tool_call_id?: string;
}

export interface OpenAICompatibleQuirks {
  id: ProviderId;
  /** Path and query after the base URL, without a leading slash. */
  chatPath(input: ChatRequestInput): string;
  /** Auth headers for a user-supplied key; the default is a bearer token. */
  authHeaders?(endpoint: ProviderEndpoint): Record<string, string>;
  /** Throws a ProviderConfigError when the settings cannot make a valid request. */
  validate?(input: ChatRequestInput): void;
  /** A provider-specific way of reporting an error inside an otherwise normal chunk. */
  chunkError?(chunk: JsonRecord): ErrorEvent | undefined;
  /** What a data field that is not JSON means; ignored by default (keep-alive noise from relays). */
  unreadableChunk?(data: string): ChatEvent[];
  /** The error event for a JSON error body; the default reads {error:{message}}. */
  bodyError?(status: number, body: unknown): ErrorEvent | undefined;
  /** The provider documents `stream_options.include_usage`: a streamed reply then ends with a chunk
   * holding the token counts, which it otherwise leaves out. Not asked of the others, since some
   * older servers (Azure API versions before 2024) refuse a field they do not know. */
  streamUsage?: boolean;
  /** The provider's search models search the web themselves when asked (`web_search_options`). */
  webSearchOptions?: boolean;
}

/** "Vision preview models send max_tokens of at least 4000" (spec part 1 §5). */
export function isVisionPreviewModel(model: string): boolean {
  return model.includes('vision') && model.includes('preview');
}

function toOpenAIMessages(messages: readonly ChatMessage[]): OpenAIChatMessage[] {
  return messages.map((message) => {
    const out: OpenAIChatMessage = { role: message.role, content: message.content };
    if (message.tool_calls?.length) out.tool_calls = message.tool_calls;
    if (message.tool_call_id) out.tool_call_id = message.tool_call_id;
    return out;
  });
}

function buildOpenAIChatBody(input: ChatRequestInput, streamUsage: boolean): Record<string, unknown> {
  const { config } = input;
  const body: Record<string, unknown> = {
    messages: toOpenAIMessages(input.messages),
    stream: input.stream,
    ...(input.stream && streamUsage ? { stream_options: { include_usage: true } } : {}),
    model: config.model,
    temperature: config.temperature,
    presence_penalty: config.presence_penalty,
    frequency_penalty: config.frequency_penalty,
    top_p: config.top_p,
  };
  // Only vision preview models get max_tokens: their default answer length is tiny, while every
  // other model is better served by its own default than by the user's context budget.
  if (isVisionPreviewModel(config.model)) {
    body.max_tokens = Math.max(config.max_tokens, VISION_PREVIEW_MIN_MAX_TOKENS);
  }
  if (input.tools?.length) body.tools = input.tools;
  return body;
}

export function bearerAuth(endpoint: ProviderEndpoint): Record<string, string> {
  return endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {};
}

function defaultBodyError(_status: number, body: unknown): ErrorEvent | undefined {
  const message = providerErrorMessage(body);
  return message === undefined ? undefined : { type: 'error', message };
}

function choiceEvents(choice: JsonRecord, part: 'delta' | 'message', cursor: ToolCallCursor, answer: AnswerText): ChatEvent[] {
  const events: ChatEvent[] = [];
  const payload = recordAt(choice, part);
  // Providers disagree on the name of the reasoning field; DeepSeek-style relays use the first.
  const reasoning = stringAt(payload, 'reasoning_content') ?? stringAt(payload, 'reasoning');
  if (reasoning) events.push({ type: 'reasoning', text: reasoning });
  const text = stringAt(payload, 'content');
  if (text) {
    events.push({ type: 'text', text });
    answer.chars.push(...text);
  }
  events.push(...urlCitationEvents(payload, answer));
  if (payload && payload.tool_calls !== undefined) events.push(...toolCallEvents(payload.tool_calls, cursor));
  // Moonshot puts usage inside the choice rather than at the top level.
  const usage = recordAt(choice, 'usage');
  events.push(...usageEvent(numberAt(usage, 'prompt_tokens'), numberAt(usage, 'completion_tokens')));
  return events;
}

/** Chunks and whole answers share one shape apart from `delta` versus `message`. */
function chunkEvents(chunk: JsonRecord, part: 'delta' | 'message', cursor: ToolCallCursor, answer: AnswerText): ChatEvent[] {
  const events: ChatEvent[] = [];
  // With n > 1 the choices would interleave; the product always asks for one answer, index 0.
  // Azure sends chunks with no choices at all (prompt filter results), so nothing is assumed.
  for (const choice of arrayAt(chunk, 'choices')) {
    if (!isRecord(choice) || (numberAt(choice, 'index') ?? 0) !== 0) continue;
    events.push(...choiceEvents(choice, part, cursor, answer));
  }
  const usage = recordAt(chunk, 'usage');
  events.push(...usageEvent(numberAt(usage, 'prompt_tokens'), numberAt(usage, 'completion_tokens')));
  return events;
}

export function createOpenAICompatibleAdapter(quirks: OpenAICompatibleQuirks): ProviderAdapter {
  const bodyError = quirks.bodyError ?? defaultBodyError;

  function errorIn(status: number, json: JsonRecord): ErrorEvent | undefined {
    return quirks.chunkError?.(json) ?? (json.error !== undefined ? bodyError(status, json) : undefined);
  }

  const bodyOf = (input: ChatRequestInput) => {
    const body = buildOpenAIChatBody(input, quirks.streamUsage === true);
    return quirks.webSearchOptions && input.nativeSearch ? withWebSearchOptions(body) : body;
  };
  return {
    id: quirks.id,

    buildChatRequest(input: ChatRequestInput): ProviderRequest {
      quirks.validate?.(input);
      const auth = input.endpoint.apiKey ? (quirks.authHeaders ?? bearerAuth)(input.endpoint) : {};
      return {
        url: joinUrl(input.endpoint.baseUrl, quirks.chatPath(input)),
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth },
        body: JSON.stringify(bodyOf(input)),
      };
    },

    createStreamParser() {
      const cursor = createToolCallCursor();
      const answer = createAnswerText();
      return (event: SseEvent): ChatEvent[] => {
        const data = event.data.trim();
        if (data === '[DONE]') return [{ type: 'done' }];
        if (data === '') return [];
        const chunk = parseJson(data);
        if (!isRecord(chunk)) return quirks.unreadableChunk?.(event.data) ?? [];
        const error =
          event.event === 'error'
            ? (bodyError(200, chunk) ?? { type: 'error', message: event.data })
            : errorIn(200, chunk);
        if (error) return [error];
        return chunkEvents(chunk, 'delta', cursor, answer);
      };
    },

    parseBody(status: number, body: unknown): ChatEvent[] {
      if (!isRecord(body)) return [];
      const error = status >= 400 ? bodyError(status, body) : errorIn(status, body);
      if (error) return [error];
      return chunkEvents(body, 'message', createToolCallCursor(), createAnswerText());
    },
  };
}
