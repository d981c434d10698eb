// Google Gemini (v1beta generateContent): request building and the SSE chunks of `alt=sse`,
// which end when the socket closes (https://ai.google.dev/api/generate-content).

import { DEFAULT_GOOGLE_SAFETY_LEVEL, GOOGLE_SAFETY_LEVELS, type GoogleSafetyLevel } from '../constants/providers';
import { messageText } from '../chat/message-content';
import type { ChatEvent, ChatMessage, ContentPart } from '../types';
import { GOOGLE_SEARCH_TOOL, groundingEvents } from './gemini-grounding';
import type { ChatRequestInput, ProviderAdapter, ProviderRequest, ProviderEndpoint, SseEvent } from './adapter';
import {
  arrayAt,
  isRecord,
  joinUrl,
  numberAt,
  parseArguments,
  parseDataUrl,
  parseJson,
  providerErrorMessage,
  recordAt,
  stringAt,
  usageEvent,
  type JsonRecord,
} from './wire-json';

/** systemInstruction and function calling live on v1beta, whatever the settings' default says. */
const GEMINI_API_PATH_VERSION = 'v1beta';

export const GEMINI_HARM_CATEGORIES = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
] as const;

type GeminiPart =
  | { text: string }
  | { inline_data: { mime_type: string; data: string } }
  | { functionCall: { name: string; args: JsonRecord } }
  | { functionResponse: { name: string; response: JsonRecord } };

interface GeminiContent {
  role: 'user' | 'model';
  parts: GeminiPart[];
}

function geminiChatPath(model: string, stream: boolean): string {
  const method = stream ? 'streamGenerateContent?alt=sse' : 'generateContent';
  return `${GEMINI_API_PATH_VERSION}/models/${encodeURIComponent(model)}:${method}`;
}

function safetyLevel(endpoint: ProviderEndpoint): GoogleSafetyLevel {
  const wanted = endpoint.safetyLevel;
  return GOOGLE_SAFETY_LEVELS.find((level) => level === wanted) ?? DEFAULT_GOOGLE_SAFETY_LEVEL;
}

function contentPart(part: ContentPart): GeminiPart | undefined {
  if (part.type === 'text') return part.text === '' ? undefined : { text: part.text };
  const image = parseDataUrl(part.image_url.url);
  // Gemini only takes inline bytes or its own uploaded files; a plain URL is kept as text
  // rather than dropped silently.
  return image ? { inline_data: { mime_type: image.mimeType, data: image.data } } : { text: part.image_url.url };
}

function toolResponse(text: string): JsonRecord {
  const parsed = parseJson(text);
  return isRecord(parsed) ? parsed : { content: text };
}

function partsOf(message: ChatMessage, toolNames: ReadonlyMap<string, string>): GeminiPart[] {
  if (message.role === 'tool') {
    const name = toolNames.get(message.tool_call_id ?? '') ?? '';
    return [{ functionResponse: { name, response: toolResponse(messageText(message.content)) } }];
  }
  const content = typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : message.content;
  const parts = content.map(contentPart).filter((part): part is GeminiPart => part !== undefined);
  for (const call of message.tool_calls ?? []) {
    parts.push({ functionCall: { name: call.function.name, args: parseArguments(call.function.arguments) } });
  }
  return parts;
}

/** Gemini rejects two turns of one role in a row, so they are merged (spec part 1 §5). */
export function toGeminiContents(messages: readonly ChatMessage[]): GeminiContent[] {
  // Function results go back by name; our tool messages only carry the call id.
  const toolNames = new Map<string, string>();
  for (const message of messages) {
    for (const call of message.tool_calls ?? []) toolNames.set(call.id, call.function.name);
  }
  const contents: GeminiContent[] = [];
  for (const message of messages) {
    if (message.role === 'system') continue;
    const parts = partsOf(message, toolNames);
    if (parts.length === 0) continue;
    const role = message.role === 'assistant' ? 'model' : 'user';
    const previous = contents[contents.length - 1];
    if (previous?.role === role) previous.parts.push(...parts);
    else contents.push({ role, parts });
  }
  return contents;
}

function buildGeminiBody(input: ChatRequestInput): Record<string, unknown> {
  const { config } = input;
  const threshold = safetyLevel(input.endpoint);
  const body: Record<string, unknown> = {
    contents: toGeminiContents(input.messages),
    generationConfig: { temperature: config.temperature, maxOutputTokens: config.max_tokens, topP: config.top_p },
    safetySettings: GEMINI_HARM_CATEGORIES.map((category) => ({ category, threshold })),
  };
  const system = input.messages
    .filter((message) => message.role === 'system')
    .map((message) => messageText(message.content))
    .filter((text) => text.trim() !== '')
    .join('\n\n');
  if (system) body.systemInstruction = { parts: [{ text: system }] };
  // Gemini 2 grounds with Google Search or calls functions, not both in one request: a chat that
  // lets Gemini search offers it no function tools.
  if (input.nativeSearch) body.tools = [GOOGLE_SEARCH_TOOL];
  else if (input.tools?.length) {
    body.tools = [{ functionDeclarations: input.tools.map((tool) => tool.function) }];
  }
  return body;
}

function buildChatRequest(input: ChatRequestInput): ProviderRequest {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // The header rather than the legacy ?key= query: URLs end up in logs, headers do not.
  if (input.endpoint.apiKey) headers['x-goog-api-key'] = input.endpoint.apiKey;
  return {
    url: joinUrl(input.endpoint.baseUrl, geminiChatPath(input.config.model, input.stream)),
    method: 'POST',
    headers,
    body: JSON.stringify(buildGeminiBody(input)),
  };
}

interface CallCounter {
  next: number;
}

/** The reason Google gives, in the error's details, for a key it does not accept: it answers a
 * wrong or expired key with 400 INVALID_ARGUMENT, where other providers answer 401. */
const KEY_REJECTED_REASON = 'API_KEY_INVALID';

function keyRejected(error: unknown): boolean {
  return arrayAt(error, 'details').some((detail) => stringAt(detail, 'reason') === KEY_REJECTED_REASON);
}

function responseEvents(response: unknown, calls: CallCounter): ChatEvent[] {
  if (!isRecord(response)) return [];
  if (response.error !== undefined) {
    const message = providerErrorMessage(response) ?? JSON.stringify(response);
    return [keyRejected(response.error) ? { type: 'error', message, code: 'unauthorized' } : { type: 'error', message }];
  }
  const blockReason = stringAt(recordAt(response, 'promptFeedback'), 'blockReason');
  if (blockReason) {
    return [{ type: 'error', message: `Message is being blocked for reason: ${blockReason}`, code: 'prompt_blocked' }];
  }
  const events: ChatEvent[] = [];
  const candidate = arrayAt(response, 'candidates')[0];
  for (const part of arrayAt(recordAt(candidate, 'content'), 'parts')) {
    if (!isRecord(part)) continue;
    const text = stringAt(part, 'text');
    if (text) events.push({ type: part.thought === true ? 'reasoning' : 'text', text });
    const call = recordAt(part, 'functionCall');
    if (call) events.push(functionCallEvent(call, calls.next++));
  }
  events.push(...groundingEvents(candidate));
  const usage = recordAt(response, 'usageMetadata');
  events.push(...usageEvent(numberAt(usage, 'promptTokenCount'), numberAt(usage, 'candidatesTokenCount')));
  return events;
}

/** Gemini sends each call whole, with its arguments as an object. */
function functionCallEvent(call: JsonRecord, index: number): ChatEvent {
  const event: Extract<ChatEvent, { type: 'tool-call' }> = {
    type: 'tool-call',
    index,
    arguments: JSON.stringify(isRecord(call.args) ? call.args : {}),
  };
  const id = stringAt(call, 'id');
  const name = stringAt(call, 'name');
  if (id) event.id = id;
  if (name) event.name = name;
  return event;
}

export const geminiAdapter: ProviderAdapter = {
  id: 'google',
  buildChatRequest,
  createStreamParser() {
    const calls: CallCounter = { next: 0 };
    return (event: SseEvent) => responseEvents(parseJson(event.data), calls);
  },
  parseBody(_status: number, body: unknown) {
    const calls: CallCounter = { next: 0 };
    // Without alt=sse a "stream" is one JSON array of responses.
    return Array.isArray(body) ? body.flatMap((item) => responseEvents(item, calls)) : responseEvents(body, calls);
  },
};
