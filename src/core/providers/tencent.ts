// Tencent Hunyuan through Tencent Cloud API 3.0. Its quirks: PascalCase fields, the action and version
// travel as headers, every request must be signed (by our server with its keys, so they never reach
// the browser; by the desktop app with the user's own), streamed tool calls are merged by id rather
// than by index, and request errors are a JSON body with HTTP 200.

import type { ChatErrorCode, ChatEvent, ChatMessage } from '../types';
import type { ChatRequestInput, ProviderAdapter, ProviderRequest, SseEvent } from './adapter';
import { TENCENT_CONTENT_TYPE, signTencentRequest } from './tencent-signature';
import { readJsonChunk } from './wire-json';
import { messageText } from '../chat/message-content';

const TENCENT_CHAT_ACTION = 'ChatCompletions';
const TENCENT_API_VERSION = '2023-09-01';

function toTencentMessage(message: ChatMessage): Record<string, unknown> {
  const out: Record<string, unknown> = { Role: message.role };
  const hasImage = Array.isArray(message.content) && message.content.some((part) => part.type === 'image_url');
  if (hasImage && Array.isArray(message.content)) {
    // Content and Contents are mutually exclusive; only Contents can carry images (hunyuan-vision).
    out.Contents = message.content.map((part) =>
      part.type === 'text'
        ? { Type: 'text', Text: part.text }
        : { Type: 'image_url', ImageUrl: { Url: part.image_url.url } },
    );
  } else {
    out.Content = messageText(message.content);
  }
  if (message.role === 'tool' && message.tool_call_id) out.ToolCallId = message.tool_call_id;
  if (message.role === 'assistant' && message.tool_calls?.length) {
    out.ToolCalls = message.tool_calls.map((call) => ({
      Id: call.id,
      Type: 'function',
      Function: { Name: call.function.name, Arguments: call.function.arguments },
    }));
  }
  return out;
}

/** The unsigned request; the server adds the timestamp and Authorization with signTencentRequest. */
function buildTencentChatRequest(input: ChatRequestInput): ProviderRequest {
  const { messages, config, stream, tools, endpoint } = input;
  const body: Record<string, unknown> = {
    Model: config.model,
    Messages: messages.map(toTencentMessage),
    Temperature: config.temperature,
    TopP: config.top_p,
    Stream: stream,
  };
  if (tools && tools.length > 0) {
    body.Tools = tools.map((t) => ({
      Type: 'function',
      Function: {
        Name: t.function.name,
        Description: t.function.description ?? '',
        // Tencent wants the JSON schema as a string, not as an object.
        Parameters: JSON.stringify(t.function.parameters ?? { type: 'object', properties: {} }),
      },
    }));
  }
  return {
    url: `${endpoint.baseUrl}/`,
    method: 'POST',
    headers: {
      'Content-Type': TENCENT_CONTENT_TYPE,
      'X-TC-Action': TENCENT_CHAT_ACTION,
      'X-TC-Version': TENCENT_API_VERSION,
    },
    body: JSON.stringify(body),
  };
}

interface TencentToolCall {
  Id?: string;
  Function?: { Name?: string; Arguments?: string };
}

interface TencentChoice {
  Delta?: { Content?: string; ToolCalls?: TencentToolCall[] };
  Message?: { Content?: string; ToolCalls?: TencentToolCall[] };
  FinishReason?: string;
}

interface TencentChunk {
  Choices?: TencentChoice[];
  Usage?: { PromptTokens?: number; CompletionTokens?: number };
  ErrorMsg?: { Msg?: string; Code?: number } | null;
  Error?: { Code?: string; Message?: string };
}

function apiErrorEvent(error: NonNullable<TencentChunk['Error']>, status?: number): ChatEvent {
  const code: ChatErrorCode = error.Code?.startsWith('AuthFailure') ? 'unauthorized' : 'request_failed';
  const message = `${error.Message ?? 'Tencent error'} (${error.Code ?? 'unknown'})`;
  return status === undefined ? { type: 'error', message, code } : { type: 'error', message, code, status };
}

/** Reads chunks (or one whole answer). Tool-call pieces are merged by Id, so each Id gets its own
 * index in the order first seen; that is why the reader keeps state across events. */
function createChunkReader() {
  const indexById = new Map<string, number>();

  return (chunk: TencentChunk, whole: boolean): ChatEvent[] => {
    if (chunk.Error) return [apiErrorEvent(chunk.Error)];
    if (chunk.ErrorMsg) {
      const message = `${chunk.ErrorMsg.Msg ?? 'Tencent error'} (${chunk.ErrorMsg.Code ?? 'unknown'})`;
      return [{ type: 'error', message, code: 'request_failed' }];
    }
    const events: ChatEvent[] = [];
    const choice = chunk.Choices?.[0];
    const part = choice?.Delta ?? choice?.Message;
    if (part?.Content) events.push({ type: 'text', text: part.Content });
    for (const call of part?.ToolCalls ?? []) {
      const id = call.Id ?? '';
      const known = indexById.get(id);
      const index = known ?? indexById.size;
      if (known === undefined) indexById.set(id, index);
      events.push({
        type: 'tool-call',
        index,
        ...(known === undefined && id ? { id } : {}),
        ...(call.Function?.Name ? { name: call.Function.Name } : {}),
        arguments: call.Function?.Arguments ?? '',
      });
    }
    if (whole || choice?.FinishReason) {
      if (chunk.Usage) {
        events.push({ type: 'usage', promptTokens: chunk.Usage.PromptTokens, completionTokens: chunk.Usage.CompletionTokens });
      }
      events.push({ type: 'done' });
    }
    return events;
  };
}

/** Non-streamed answers and request errors are wrapped in "Response"; stream chunks are not. */
function unwrap(value: unknown): TencentChunk {
  const object = (value ?? {}) as { Response?: TencentChunk } & TencentChunk;
  return object.Response ?? object;
}

function createTencentStreamParser(): (event: SseEvent) => ChatEvent[] {
  const read = createChunkReader();
  return (event) => readJsonChunk(event.data, (chunk) => read(unwrap(chunk), false));
}

function parseTencentBody(status: number, body: unknown): ChatEvent[] {
  const chunk = unwrap(body);
  if (chunk.Error) return [apiErrorEvent(chunk.Error, status)];
  if (status === 401) return [{ type: 'error', message: 'Unauthorized', code: 'unauthorized', status }];
  if (status >= 400) return [{ type: 'error', message: JSON.stringify(body), code: 'http_error', status }];
  if (!chunk.Choices && !chunk.ErrorMsg) {
    return [{ type: 'error', message: 'empty response from server', code: 'empty_response', status }];
  }
  return createChunkReader()(chunk, true);
}

export const tencentAdapter: ProviderAdapter = {
  id: 'tencent',
  buildChatRequest: buildTencentChatRequest,
  createStreamParser: createTencentStreamParser,
  parseBody: parseTencentBody,
};

/** A built request signed with the user's own key pair, for a call that goes straight to Tencent
 * (the desktop app): the signature covers the body and the host the request is sent to. */
export async function signTencentChatRequest(request: ProviderRequest, secretId: string, secretKey: string, timestamp: number): Promise<ProviderRequest> {
  const signed = await signTencentRequest({
    secretId,
    secretKey,
    body: request.body ?? '',
    timestamp,
    host: new URL(request.url).host,
    action: TENCENT_CHAT_ACTION,
    version: TENCENT_API_VERSION,
  });
  // fetch sets Host from the URL, which is what was signed, and refuses to be given one.
  const { Host: _host, ...headers } = signed;
  return { ...request, headers: { ...request.headers, ...headers } };
}
