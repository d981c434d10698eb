// Alibaba DashScope, native API (not its OpenAI-compatible mode). Its quirks: streaming is switched on
// by a header, the body nests messages under input and settings under parameters, finish_reason is
// the string "null" until the last event, errors in a stream come as `event:error`, and vision
// models live on a separate multimodal path with their own content shape.

import type { ChatErrorCode, ChatEvent, ChatMessage, MessageContent } from '../types';
import type { ChatRequestInput, ProviderAdapter, ProviderRequest, SseEvent } from './adapter';
import { readJsonChunk } from './wire-json';
import { messageText } from '../chat/message-content';

const TEXT_PATH = 'api/v1/services/aigc/text-generation/generation';
const MULTIMODAL_PATH = 'api/v1/services/aigc/multimodal-generation/generation';
/** DashScope refuses top_p = 1 (its range is open at 1), so the app's default is sent just below. */
const TOP_P_CEILING = 0.99;
/** The error code that means the key is missing or wrong. */
const AUTH_ERROR_CODE = 'InvalidApiKey';

/** Vision (-vl), omni and visual-reasoning (qvq) models only answer on the multimodal path. */
export function isDashScopeMultimodal(model: string): boolean {
  return /vl|omni|qvq/.test(model.toLowerCase());
}

type MultimodalPart = { text: string } | { image: string };

function multimodalOf(content: MessageContent): MultimodalPart[] {
  if (typeof content === 'string') return [{ text: content }];
  return content.map((part) => (part.type === 'text' ? { text: part.text } : { image: part.image_url.url }));
}

function toDashScopeMessage(message: ChatMessage, multimodal: boolean): Record<string, unknown> {
  const content = multimodal ? multimodalOf(message.content) : messageText(message.content);
  const out: Record<string, unknown> = { role: message.role, content };
  if (message.role === 'tool' && message.tool_call_id) out.tool_call_id = message.tool_call_id;
  if (message.role === 'assistant' && message.tool_calls?.length) out.tool_calls = message.tool_calls;
  return out;
}

function buildAlibabaChatRequest(input: ChatRequestInput): ProviderRequest {
  const { messages, config, stream, tools, endpoint } = input;
  const multimodal = isDashScopeMultimodal(config.model);

  const parameters: Record<string, unknown> = {
    result_format: 'message',
    // Only meaningful when streaming: without it every event repeats the whole text so far.
    incremental_output: stream,
    temperature: config.temperature,
    top_p: config.top_p === 1 ? TOP_P_CEILING : config.top_p,
  };
  // max_tokens is left out: the ceiling differs per Qwen model and a larger value is refused.
  if (tools && tools.length > 0) parameters.tools = tools;

  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (endpoint.apiKey) headers.Authorization = `Bearer ${endpoint.apiKey}`;
  if (stream) {
    headers['X-DashScope-SSE'] = 'enable';
    headers.Accept = 'text/event-stream';
  }

  return {
    url: `${endpoint.baseUrl}/${multimodal ? MULTIMODAL_PATH : TEXT_PATH}`,
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: config.model,
      input: { messages: messages.map((m) => toDashScopeMessage(m, multimodal)) },
      parameters,
    }),
  };
}

interface DashScopeToolCall {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

interface DashScopeChunk {
  output?: {
    text?: string;
    finish_reason?: string | null;
    choices?: Array<{
      message?: {
        content?: string | MultimodalPart[] | null;
        reasoning_content?: string | null;
        tool_calls?: DashScopeToolCall[];
      };
      finish_reason?: string | null;
    }>;
  };
  usage?: { input_tokens?: number; output_tokens?: number };
  code?: string;
  message?: string;
}

function contentText(content: string | MultimodalPart[] | null | undefined): string {
  if (!content) return '';
  if (typeof content === 'string') return content;
  return content.map((part) => ('text' in part ? part.text : '')).join('');
}

/** The string "null" is DashScope's way of saying "not finished yet". */
function isFinished(reason: string | null | undefined): boolean {
  return typeof reason === 'string' && reason !== '' && reason !== 'null';
}

function errorEvent(chunk: DashScopeChunk, status?: number): ChatEvent {
  const code: ChatErrorCode = chunk.code === AUTH_ERROR_CODE || status === 401 ? 'unauthorized' : 'request_failed';
  const message = chunk.code ? `${chunk.message ?? 'DashScope error'} (${chunk.code})` : (chunk.message ?? 'DashScope error');
  return status === undefined ? { type: 'error', message, code } : { type: 'error', message, code, status };
}

function chunkEvents(chunk: DashScopeChunk, whole: boolean): ChatEvent[] {
  const events: ChatEvent[] = [];
  const output = chunk.output ?? {};
  const choice = output.choices?.[0];
  const reasoning = choice?.message?.reasoning_content;
  if (reasoning) events.push({ type: 'reasoning', text: reasoning });
  const text = choice ? contentText(choice.message?.content) : (output.text ?? '');
  if (text) events.push({ type: 'text', text });
  for (const call of choice?.message?.tool_calls ?? []) {
    events.push({
      type: 'tool-call',
      index: call.index ?? 0,
      // Later pieces carry an empty id and no name: only the first piece names the call.
      ...(call.id ? { id: call.id } : {}),
      ...(call.function?.name ? { name: call.function.name } : {}),
      arguments: call.function?.arguments ?? '',
    });
  }
  if (whole || isFinished(choice?.finish_reason ?? output.finish_reason)) {
    if (chunk.usage) {
      events.push({ type: 'usage', promptTokens: chunk.usage.input_tokens, completionTokens: chunk.usage.output_tokens });
    }
    events.push({ type: 'done' });
  }
  return events;
}

function createAlibabaStreamParser(): (event: SseEvent) => ChatEvent[] {
  return (event) =>
    readJsonChunk<DashScopeChunk>(event.data, (chunk) => (event.event === 'error' || (chunk.code && !chunk.output) ? [errorEvent(chunk)] : chunkEvents(chunk, false)));
}

function parseAlibabaBody(status: number, body: unknown): ChatEvent[] {
  const chunk = (body ?? {}) as DashScopeChunk;
  if (chunk.code && !chunk.output) return [errorEvent(chunk, status)];
  if (status === 401) return [{ type: 'error', message: 'Unauthorized', code: 'unauthorized', status }];
  if (status >= 400) return [{ type: 'error', message: JSON.stringify(body), code: 'http_error', status }];
  if (!chunk.output) return [{ type: 'error', message: 'empty response from server', code: 'empty_response', status }];
  return chunkEvents(chunk, true);
}

export const alibabaAdapter: ProviderAdapter = {
  id: 'alibaba',
  buildChatRequest: buildAlibabaChatRequest,
  createStreamParser: createAlibabaStreamParser,
  parseBody: parseAlibabaBody,
};
