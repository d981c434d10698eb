// Shared inputs for adapter tests: one conversation and config in our vocabulary, built fresh per
// call so a test can change them freely.

import { createParser } from 'eventsource-parser';
import type { ChatEvent, ChatMessage, ModelConfig } from '../types';
import type { ChatRequestInput, ProviderEndpoint, SseEvent, ToolDefinition } from './adapter';

export function message(role: ChatMessage['role'], content: ChatMessage['content'], extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: `${role}-${JSON.stringify(content).length}`, date: 0, role, content, ...extra };
}

export function testConfig(overrides: Partial<ModelConfig> = {}): ModelConfig {
  return {
    model: 'gpt-4o-mini',
    providerName: 'OpenAI',
    temperature: 0.7,
    top_p: 0.9,
    max_tokens: 1024,
    presence_penalty: 0.1,
    frequency_penalty: 0.2,
    sendMemory: true,
    historyMessageCount: 4,
    compressMessageLengthThreshold: 1000,
    enableInjectSystemPrompts: true,
    template: '{{input}}',
    size: '1024x1024',
    quality: 'standard',
    style: 'vivid',
    ...overrides,
  };
}

export const WEATHER_TOOL: ToolDefinition = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'Get current weather',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
};

export function testInput(
  overrides: Partial<Omit<ChatRequestInput, 'config' | 'endpoint'>> & {
    config?: Partial<ModelConfig>;
    endpoint?: Partial<ProviderEndpoint>;
  } = {},
): ChatRequestInput {
  const { config, endpoint, ...rest } = overrides;
  return {
    messages: [
      message('system', 'You are a helpful assistant.'),
      message('user', 'Hi'),
      message('assistant', 'Hello!'),
      message('user', "What's the weather in Paris?"),
    ],
    stream: true,
    ...rest,
    config: testConfig(config),
    endpoint: { baseUrl: '/api/openai', ...endpoint },
  };
}

export function bodyOf(request: { body?: string }): Record<string, unknown> {
  return JSON.parse(request.body ?? 'null') as Record<string, unknown>;
}

/** SSE text split into events by the same parser the app uses. */
export function sseEvents(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createParser({ onEvent: (e) => events.push({ event: e.event, data: e.data, id: e.id }) });
  parser.feed(text);
  return events;
}

export const textOf = (events: ChatEvent[]) => events.map((e) => (e.type === 'text' ? e.text : '')).join('');

/** Tool-call pieces merged by index, as the chat engine does. */
export function mergedToolCalls(events: ChatEvent[]) {
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  for (const e of events) {
    if (e.type !== 'tool-call') continue;
    const call = calls.get(e.index) ?? { id: '', name: '', arguments: '' };
    calls.set(e.index, { id: e.id ?? call.id, name: call.name + (e.name ?? ''), arguments: call.arguments + e.arguments });
  }
  return [...calls.values()];
}
