import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectChatEvents } from '../stream/accumulate';
import { readChatEvents } from '../stream/read-chat-events';
import { chunkedResponse, splitBytes } from '../stream/test-support';
import type { ChatEvent, ChatMessage } from '../types';
import type { ChatRequestInput } from './adapter';
import { tencentAdapter } from './tencent';
import { mergedToolCalls, sseEvents, testConfig, textOf } from './test-input';

const wire = (name: string) => readFileSync(new URL(`../../../tests/wire/${name}`, import.meta.url), 'utf8');

function runStream(file: string): ChatEvent[] {
  const parse = tencentAdapter.createStreamParser();
  return sseEvents(wire(file)).flatMap(parse);
}

const config = testConfig({
  model: 'hunyuan-pro',
  providerName: 'Tencent',
  temperature: 0.5,
  top_p: 1,
  max_tokens: 4000,
  presence_penalty: 0,
  frequency_penalty: 0,
});

const msg = (role: ChatMessage['role'], content: ChatMessage['content'], extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'x',
  date: 0,
  role,
  content,
  ...extra,
});

function input(overrides: Partial<ChatRequestInput> = {}): ChatRequestInput {
  return {
    messages: [msg('system', 'You are a helpful assistant.'), msg('user', 'Hi')],
    config,
    stream: true,
    endpoint: { baseUrl: '/api/tencent' },
    ...overrides,
  };
}

const bodyOf = (i: ChatRequestInput) => JSON.parse(tencentAdapter.buildChatRequest(i).body ?? '{}');

describe('Hunyuan request', () => {
  it('posts to the root path with action and version headers and no secret', () => {
    const request = tencentAdapter.buildChatRequest(input());
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/tencent/');
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      'X-TC-Action': 'ChatCompletions',
      'X-TC-Version': '2023-09-01',
    });
  });

  it('uses PascalCase fields', () => {
    expect(bodyOf(input())).toEqual({
      Model: 'hunyuan-pro',
      Messages: [
        { Role: 'system', Content: 'You are a helpful assistant.' },
        { Role: 'user', Content: 'Hi' },
      ],
      Temperature: 0.5,
      TopP: 1,
      Stream: true,
    });
    expect(bodyOf(input({ stream: false })).Stream).toBe(false);
  });

  it('sends tools with the schema as a JSON string, and a tool round-trip', () => {
    const parameters = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Paris"}' } };
    const body = bodyOf(
      input({
        tools: [{ type: 'function', function: { name: 'get_weather', description: 'Get current weather', parameters } }],
        messages: [msg('user', 'Weather?'), msg('assistant', '', { tool_calls: [call] }), msg('tool', 'sunny', { tool_call_id: 'call_1' })],
      }),
    );
    expect(body.Tools).toEqual([
      {
        Type: 'function',
        Function: { Name: 'get_weather', Description: 'Get current weather', Parameters: JSON.stringify(parameters) },
      },
    ]);
    expect(body.Messages).toEqual([
      { Role: 'user', Content: 'Weather?' },
      {
        Role: 'assistant',
        Content: '',
        ToolCalls: [{ Id: 'call_1', Type: 'function', Function: { Name: 'get_weather', Arguments: '{"city":"Paris"}' } }],
      },
      { Role: 'tool', Content: 'sunny', ToolCallId: 'call_1' },
    ]);
  });

  it('sends images through Contents, and text-only parts through Content', () => {
    const body = bodyOf(
      input({
        config: { ...config, model: 'hunyuan-vision' },
        messages: [
          msg('user', [{ type: 'text', text: 'What?' }, { type: 'image_url', image_url: { url: 'https://x/a.png' } }]),
          msg('assistant', [{ type: 'text', text: 'A cat' }]),
        ],
      }),
    );
    expect(body.Messages).toEqual([
      {
        Role: 'user',
        Contents: [
          { Type: 'text', Text: 'What?' },
          { Type: 'image_url', ImageUrl: { Url: 'https://x/a.png' } },
        ],
      },
      { Role: 'assistant', Content: 'A cat' },
    ]);
  });
});

describe('Hunyuan stream', () => {
  it('rebuilds the text and ends on a FinishReason', () => {
    const events = runStream('hunyuan-stream.txt');
    expect(textOf(events)).toBe('Bonjour ! Voilà, c’est prêt 🙂');
    expect(events.filter((e) => e.type === 'done')).toHaveLength(1);
    expect(events.slice(-2)).toEqual([{ type: 'usage', promptTokens: 15, completionTokens: 9 }, { type: 'done' }]);
  });

  it('merges tool-call pieces by Id', () => {
    const events = runStream('hunyuan-tools-stream.txt');
    expect(mergedToolCalls(events)).toEqual([{ id: 'call_pchunyuanlyon0001', name: 'get_weather', arguments: '{"city":"Lyon"}' }]);
    expect(JSON.parse(mergedToolCalls(events)[0]?.arguments ?? '')).toEqual({ city: 'Lyon' });
    expect(events.filter((e) => e.type === 'tool-call' && e.id !== undefined)).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('gives calls with different ids different indices', () => {
    const parse = tencentAdapter.createStreamParser();
    const chunk = (id: string, name: string, args: string) =>
      JSON.stringify({ Choices: [{ Delta: { ToolCalls: [{ Id: id, Function: { Name: name, Arguments: args } }] }, FinishReason: '' }] });
    const events = [chunk('a', 'f', '{'), chunk('b', 'g', '{'), chunk('a', '', '}'), chunk('b', '', '}')].flatMap((data) =>
      parse({ data }),
    );
    expect(events.map((e) => (e.type === 'tool-call' ? e.index : -1))).toEqual([0, 1, 0, 1]);
    expect(mergedToolCalls(events)).toEqual([
      { id: 'a', name: 'f', arguments: '{}' },
      { id: 'b', name: 'g', arguments: '{}' },
    ]);
  });

  it('turns ErrorMsg in a chunk into an error event', () => {
    const parse = tencentAdapter.createStreamParser();
    expect(parse({ data: '{"ErrorMsg":{"Msg":"timeout","Code":4001},"Choices":[]}' })).toEqual([
      { type: 'error', message: 'timeout (4001)', code: 'request_failed' },
    ]);
  });

  it('ignores an empty ErrorMsg', () => {
    const parse = tencentAdapter.createStreamParser();
    expect(parse({ data: '{"ErrorMsg":null,"Choices":[{"Delta":{"Content":"Hi"},"FinishReason":""}]}' })).toEqual([
      { type: 'text', text: 'Hi' },
    ]);
  });

  it('reports data that is not JSON', () => {
    expect(tencentAdapter.createStreamParser()({ data: 'oops' })[0]).toMatchObject({ code: 'parse_failed' });
  });
});

describe('Hunyuan body', () => {
  it('maps AuthFailure to unauthorized, keeping the HTTP status', () => {
    expect(tencentAdapter.parseBody(200, JSON.parse(wire('hunyuan-error.json')))).toEqual([
      {
        type: 'error',
        message:
          'The provided credentials could not be validated. Please check your signature is correct. (AuthFailure.SignatureFailure)',
        code: 'unauthorized',
        status: 200,
      },
    ]);
  });

  it('maps other API errors to request_failed', () => {
    const body = { Response: { Error: { Code: 'InvalidParameter', Message: 'Temperature must be 2 or less' }, RequestId: 'r' } };
    expect(tencentAdapter.parseBody(200, body)).toEqual([
      { type: 'error', message: 'Temperature must be 2 or less (InvalidParameter)', code: 'request_failed', status: 200 },
    ]);
  });

  it('reads a whole answer with a tool call', () => {
    const body = {
      Response: {
        RequestId: 'r',
        Choices: [
          {
            Message: {
              Role: 'assistant',
              Content: 'Hello! How can I help?',
              ToolCalls: [{ Id: 'call_1', Type: 'function', Function: { Name: 'get_weather', Arguments: '{"city":"Paris"}' } }],
            },
            FinishReason: 'tool_calls',
          },
        ],
        Usage: { PromptTokens: 3, CompletionTokens: 8, TotalTokens: 11 },
      },
    };
    expect(tencentAdapter.parseBody(200, body)).toEqual([
      { type: 'text', text: 'Hello! How can I help?' },
      { type: 'tool-call', index: 0, id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris"}' },
      { type: 'usage', promptTokens: 3, completionTokens: 8 },
      { type: 'done' },
    ]);
  });

  it('reports an empty or unknown answer', () => {
    expect(tencentAdapter.parseBody(200, { Response: { RequestId: 'r' } })[0]).toMatchObject({ code: 'empty_response' });
    expect(tencentAdapter.parseBody(503, null)[0]).toMatchObject({ code: 'http_error', status: 503 });
    expect(tencentAdapter.parseBody(401, {})[0]).toMatchObject({ code: 'unauthorized', status: 401 });
  });
});

describe('through the shared stream reader, cut at random byte boundaries', () => {
  const bytes = (file: string) => new Uint8Array(readFileSync(new URL(`../../../tests/wire/${file}`, import.meta.url)));
  const SEEDS = Array.from({ length: 10 }, (_, i) => i + 1);

  it.each(SEEDS)('rebuilds text and tool call (seed %i)', async (seed) => {
    const text = await collectChatEvents(readChatEvents(chunkedResponse(splitBytes(bytes('hunyuan-stream.txt'), seed)), tencentAdapter));
    expect(text.errors).toEqual([]);
    expect(text.text).toBe('Bonjour ! Voilà, c’est prêt 🙂');
    const tools = await collectChatEvents(readChatEvents(chunkedResponse(splitBytes(bytes('hunyuan-tools-stream.txt'), seed)), tencentAdapter));
    expect(tools.errors).toEqual([]);
    expect(tools.toolCalls.map((c) => c.function.name)).toEqual(['get_weather']);
    expect(JSON.parse(tools.toolCalls[0]?.function.arguments ?? '')).toEqual({ city: 'Lyon' });
  });

  it('reads the JSON error body sent instead of a stream', async () => {
    const response = chunkedResponse([bytes('hunyuan-error.json')], { status: 200, contentType: 'application/json' });
    const result = await collectChatEvents(readChatEvents(response, tencentAdapter));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.code).toBe('unauthorized');
  });
});
