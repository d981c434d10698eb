import { describe, expect, it } from 'vitest';
import { ANTHROPIC_API_VERSION, ANTHROPIC_TOP_K } from '../constants/providers';
import { anthropicAdapter } from './anthropic';
import { ANTHROPIC_FILLER_TEXT, toAnthropicConversation } from './anthropic-messages';
import { bodyOf, message, testInput, WEATHER_TOOL } from './test-input';

const FILL = ANTHROPIC_FILLER_TEXT;

describe('Anthropic request', () => {
  it('posts to v1/messages with key, version and the spec body, field by field', () => {
    const input = testInput({
      config: { model: 'claude-sonnet-4-5-20250929' },
      endpoint: { baseUrl: 'https://api.anthropic.com', apiKey: 'sk-ant' },
      tools: [WEATHER_TOOL],
    });
    const request = anthropicAdapter.buildChatRequest(input);
    expect(request.url).toBe('https://api.anthropic.com/v1/messages');
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      'anthropic-version': ANTHROPIC_API_VERSION,
      'x-api-key': 'sk-ant',
      'anthropic-dangerous-direct-browser-access': 'true',
    });
    const body = bodyOf(request);
    expect(body.model).toBe('claude-sonnet-4-5-20250929');
    expect(body.system).toBe('You are a helpful assistant.');
    expect(body.messages).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: "What's the weather in Paris?" },
    ]);
    expect(body.max_tokens).toBe(1024);
    expect(body.temperature).toBe(0.7);
    expect(body.top_p).toBe(0.9);
    expect(body.top_k).toBe(ANTHROPIC_TOP_K);
    expect(body.stream).toBe(true);
    expect(body.tools).toEqual([
      {
        name: 'get_weather',
        description: 'Get current weather',
        input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      },
    ]);
  });

  it('uses the configured version and sends no key headers when the server holds the key', () => {
    const request = anthropicAdapter.buildChatRequest(
      testInput({ endpoint: { baseUrl: '/api/anthropic', apiVersion: '2024-01-01' } }),
    );
    expect(request.url).toBe('/api/anthropic/v1/messages');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', 'anthropic-version': '2024-01-01' });
  });

  it('leaves out system when there is none and gives a tool without schema an empty one', () => {
    const input = testInput({
      messages: [message('user', 'Hi')],
      tools: [{ type: 'function', function: { name: 'now' } }],
    });
    const body = bodyOf(anthropicAdapter.buildChatRequest(input));
    expect(body).not.toHaveProperty('system');
    expect(body.tools).toEqual([{ name: 'now', input_schema: { type: 'object', properties: {} } }]);
  });
});

describe('Anthropic conversation', () => {
  it('drops empty and whitespace-only messages', () => {
    const { messages } = toAnthropicConversation([
      message('user', 'Hi'),
      message('assistant', '   \n'),
      message('assistant', ''),
      message('assistant', [{ type: 'text', text: ' ' }]),
      message('assistant', 'Hello!'),
    ]);
    expect(messages).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ]);
  });

  it('joins every system message into the top-level system text', () => {
    const { system, messages } = toAnthropicConversation([
      message('system', 'Be brief.'),
      message('system', 'Summary of earlier chat: weather talk.'),
      message('user', 'Hi'),
    ]);
    expect(system).toBe('Be brief.\n\nSummary of earlier chat: weather talk.');
    expect(messages).toEqual([{ role: 'user', content: 'Hi' }]);
  });

  it('puts a filler assistant turn between two user turns', () => {
    const { messages } = toAnthropicConversation([message('system', 'S'), message('user', 'first'), message('user', 'second')]);
    expect(messages).toEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: FILL },
      { role: 'user', content: 'second' },
    ]);
  });

  it('starts with a filler user turn when the context starts with the assistant, and splits assistant pairs', () => {
    const { messages } = toAnthropicConversation([
      message('assistant', 'Welcome!'),
      message('assistant', 'Ask me anything.'),
      message('user', 'Hi'),
    ]);
    expect(messages).toEqual([
      { role: 'user', content: FILL },
      { role: 'assistant', content: 'Welcome!' },
      { role: 'user', content: FILL },
      { role: 'assistant', content: 'Ask me anything.' },
      { role: 'user', content: 'Hi' },
    ]);
  });

  it('turns image data URLs into base64 blocks and other URLs into url blocks', () => {
    const { messages } = toAnthropicConversation([
      message('user', [
        { type: 'text', text: 'Compare' },
        { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/4AAQ' } },
        { type: 'image_url', image_url: { url: 'https://example.test/cat.png' } },
      ]),
    ]);
    expect(messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Compare' },
          { type: 'image', source: { type: 'base64', media_type: 'image/jpeg', data: '/9j/4AAQ' } },
          { type: 'image', source: { type: 'url', url: 'https://example.test/cat.png' } },
        ],
      },
    ]);
  });

  it('sends tool calls as tool_use and merges parallel results into one user turn', () => {
    const calls = [
      { id: 'toolu_1', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
      { id: 'toolu_2', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Rome"}' } },
    ];
    const { messages } = toAnthropicConversation([
      message('user', 'Weather in Paris and Rome?'),
      message('assistant', 'Checking.', { tool_calls: calls }),
      message('tool', '21°C', { tool_call_id: 'toolu_1' }),
      message('tool', '25°C', { tool_call_id: 'toolu_2' }),
    ]);
    expect(messages).toEqual([
      { role: 'user', content: 'Weather in Paris and Rome?' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Checking.' },
          { type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } },
          { type: 'tool_use', id: 'toolu_2', name: 'get_weather', input: { city: 'Rome' } },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_1', content: '21°C' },
          { type: 'tool_result', tool_use_id: 'toolu_2', content: '25°C' },
        ],
      },
    ]);
  });
});

describe('Anthropic parsing', () => {
  it('reads thinking deltas as reasoning', () => {
    const parse = anthropicAdapter.createStreamParser();
    const start = { type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } };
    const delta = { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'Let me see' } };
    expect(parse({ event: 'content_block_start', data: JSON.stringify(start) })).toEqual([]);
    expect(parse({ event: 'content_block_delta', data: JSON.stringify(delta) })).toEqual([
      { type: 'reasoning', text: 'Let me see' },
    ]);
    expect(parse({ event: 'ping', data: '{"type": "ping"}' })).toEqual([]);
    expect(parse({ event: 'message_stop', data: '{"type":"message_stop"}' })).toEqual([{ type: 'done' }]);
  });

  it('reads a non-streamed message', () => {
    const events = anthropicAdapter.parseBody(200, {
      type: 'message',
      content: [
        { type: 'text', text: 'Checking.' },
        { type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } },
      ],
      usage: { input_tokens: 10, output_tokens: 5 },
    });
    expect(events).toEqual([
      { type: 'text', text: 'Checking.' },
      { type: 'tool-call', index: 0, id: 'toolu_1', name: 'get_weather', arguments: '{"city":"Paris"}' },
      { type: 'usage', promptTokens: 10, completionTokens: 5 },
    ]);
  });
});
