import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectChatEvents } from '../stream/accumulate';
import { readChatEvents } from '../stream/read-chat-events';
import { chunkedResponse, splitBytes } from '../stream/test-support';
import type { ChatEvent, ChatMessage } from '../types';
import type { ChatRequestInput } from './adapter';
import { alibabaAdapter, isDashScopeMultimodal } from './alibaba';
import { mergedToolCalls, sseEvents, testConfig, textOf } from './test-input';

const wire = (name: string) => readFileSync(new URL(`../../../tests/wire/${name}`, import.meta.url), 'utf8');

function runStream(file: string): ChatEvent[] {
  const parse = alibabaAdapter.createStreamParser();
  return sseEvents(wire(file)).flatMap(parse);
}

const config = testConfig({
  model: 'qwen-plus',
  providerName: 'Alibaba',
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
    endpoint: { baseUrl: 'https://dashscope.aliyuncs.com', apiKey: 'sk-test' },
    ...overrides,
  };
}

const bodyOf = (i: ChatRequestInput) => JSON.parse(alibabaAdapter.buildChatRequest(i).body ?? '{}');

describe('DashScope request', () => {
  it('posts a streamed request to the text-generation path with the SSE header and the key', () => {
    const request = alibabaAdapter.buildChatRequest(input());
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://dashscope.aliyuncs.com/api/v1/services/aigc/text-generation/generation');
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer sk-test',
      'X-DashScope-SSE': 'enable',
      Accept: 'text/event-stream',
    });
  });

  it('sends neither key nor SSE header when the server injects the key and no stream is wanted', () => {
    const request = alibabaAdapter.buildChatRequest(input({ stream: false, endpoint: { baseUrl: '/api/alibaba' } }));
    expect(request.url).toBe('/api/alibaba/api/v1/services/aigc/text-generation/generation');
    expect(request.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(bodyOf(input({ stream: false })).parameters.incremental_output).toBe(false);
  });

  it('nests messages under input and settings under parameters, top_p 1 sent as 0.99', () => {
    const body = bodyOf(input());
    expect(body.model).toBe('qwen-plus');
    expect(body.input).toEqual({
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: 'Hi' },
      ],
    });
    expect(body.parameters).toEqual({
      result_format: 'message',
      incremental_output: true,
      temperature: 0.5,
      top_p: 0.99,
    });
  });

  it('sends any other top_p unchanged', () => {
    expect(bodyOf(input({ config: { ...config, top_p: 0.8 } })).parameters.top_p).toBe(0.8);
    expect(bodyOf(input({ config: { ...config, top_p: 0 } })).parameters.top_p).toBe(0);
  });

  it('passes tools and a tool round-trip in the OpenAI shape', () => {
    const tool = { type: 'function' as const, function: { name: 'get_weather', parameters: { type: 'object' } } };
    const call = { id: 'call_1', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Paris"}' } };
    const body = bodyOf(
      input({
        tools: [tool],
        messages: [msg('user', 'Weather?'), msg('assistant', '', { tool_calls: [call] }), msg('tool', 'sunny', { tool_call_id: 'call_1' })],
      }),
    );
    expect(body.parameters.tools).toEqual([tool]);
    expect(body.input.messages).toEqual([
      { role: 'user', content: 'Weather?' },
      { role: 'assistant', content: '', tool_calls: [call] },
      { role: 'tool', content: 'sunny', tool_call_id: 'call_1' },
    ]);
  });

  it('sends only text to text models', () => {
    const body = bodyOf(
      input({
        messages: [msg('user', [{ type: 'text', text: 'What?' }, { type: 'image_url', image_url: { url: 'https://x/a.png' } }])],
      }),
    );
    expect(body.input.messages).toEqual([{ role: 'user', content: 'What?' }]);
  });

  it('sends vision models to the multimodal path with text and image parts', () => {
    const request = alibabaAdapter.buildChatRequest(
      input({
        config: { ...config, model: 'qwen-vl-plus' },
        messages: [
          msg('system', 'Be brief.'),
          msg('user', [{ type: 'text', text: 'What?' }, { type: 'image_url', image_url: { url: 'https://x/a.png' } }]),
        ],
      }),
    );
    expect(request.url).toBe('https://dashscope.aliyuncs.com/api/v1/services/aigc/multimodal-generation/generation');
    expect(JSON.parse(request.body ?? '').input.messages).toEqual([
      { role: 'system', content: [{ text: 'Be brief.' }] },
      { role: 'user', content: [{ text: 'What?' }, { image: 'https://x/a.png' }] },
    ]);
  });

  it.each([
    ['qwen-vl-max', true],
    ['qwen2.5-vl-72b-instruct', true],
    ['qwen-omni-turbo', true],
    ['qvq-max', true],
    ['qwen-max', false],
    ['qwen-turbo', false],
  ])('isDashScopeMultimodal(%s) is %s', (model, expected) => {
    expect(isDashScopeMultimodal(model)).toBe(expected);
  });
});

describe('DashScope stream', () => {
  it('rebuilds the text; finish_reason "null" is not the end', () => {
    const events = runStream('dashscope-stream.txt');
    expect(textOf(events)).toBe('Bonjour ! Voilà, c’est prêt 🙂');
    expect(events.filter((e) => e.type === 'done')).toHaveLength(1);
    expect(events.slice(-2)).toEqual([{ type: 'usage', promptTokens: 26, completionTokens: 9 }, { type: 'done' }]);
  });

  it('rebuilds the tool call from its pieces', () => {
    const events = runStream('dashscope-tools-stream.txt');
    expect(mergedToolCalls(events)).toEqual([{ id: 'call_pcdashscopelyon01', name: 'get_weather', arguments: '{"city": "Lyon"}' }]);
    expect(JSON.parse(mergedToolCalls(events)[0]?.arguments ?? '')).toEqual({ city: 'Lyon' });
    expect(textOf(events)).toBe('');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('turns event:error into an error event', () => {
    expect(runStream('dashscope-stream-error.txt')).toEqual([
      {
        type: 'error',
        message: 'Messages must not be empty (InvalidParameter)',
        code: 'request_failed',
      },
    ]);
  });

  it('emits reasoning apart from the answer', () => {
    const parse = alibabaAdapter.createStreamParser();
    const data = JSON.stringify({
      output: { choices: [{ message: { content: '', reasoning_content: 'Thinking…' }, finish_reason: 'null' }] },
    });
    expect(parse({ event: 'result', data })).toEqual([{ type: 'reasoning', text: 'Thinking…' }]);
  });

  it('reads multimodal content lists and the plain-text output format', () => {
    const parse = alibabaAdapter.createStreamParser();
    const vl = JSON.stringify({ output: { choices: [{ message: { content: [{ text: 'A cat' }] }, finish_reason: 'null' }] } });
    expect(parse({ event: 'result', data: vl })).toEqual([{ type: 'text', text: 'A cat' }]);
    const plain = JSON.stringify({ output: { text: 'Hi', finish_reason: 'stop' } });
    expect(parse({ event: 'result', data: plain })).toEqual([{ type: 'text', text: 'Hi' }, { type: 'done' }]);
  });

  it('reports data that is not JSON', () => {
    const parse = alibabaAdapter.createStreamParser();
    expect(parse({ data: 'oops' })[0]).toMatchObject({ type: 'error', code: 'parse_failed' });
  });
});

describe('DashScope body', () => {
  it('maps an invalid key to unauthorized with the HTTP status', () => {
    expect(alibabaAdapter.parseBody(401, JSON.parse(wire('dashscope-error.json')))).toEqual([
      { type: 'error', message: 'Invalid API-key provided. (InvalidApiKey)', code: 'unauthorized', status: 401 },
    ]);
  });

  it('maps other error codes to request_failed', () => {
    expect(alibabaAdapter.parseBody(400, { code: 'InvalidParameter', message: 'bad' })[0]).toMatchObject({
      code: 'request_failed',
      status: 400,
    });
  });

  it('reads a whole answer', () => {
    const body = {
      output: {
        choices: [{ finish_reason: 'stop', message: { role: 'assistant', content: 'Hello! How can I help?' } }],
      },
      usage: { total_tokens: 29, output_tokens: 7, input_tokens: 22 },
      request_id: 'r',
    };
    expect(alibabaAdapter.parseBody(200, body)).toEqual([
      { type: 'text', text: 'Hello! How can I help?' },
      { type: 'usage', promptTokens: 22, completionTokens: 7 },
      { type: 'done' },
    ]);
  });

  it('reads a whole tool call', () => {
    const body = {
      output: {
        choices: [
          {
            finish_reason: 'tool_calls',
            message: {
              content: '',
              tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
            },
          },
        ],
      },
    };
    expect(alibabaAdapter.parseBody(200, body)).toEqual([
      { type: 'tool-call', index: 0, id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris"}' },
      { type: 'done' },
    ]);
  });

  it('reports an empty or unknown answer', () => {
    expect(alibabaAdapter.parseBody(200, {})[0]).toMatchObject({ code: 'empty_response' });
    expect(alibabaAdapter.parseBody(502, 'Bad gateway')[0]).toMatchObject({ code: 'http_error', status: 502 });
  });
});

describe('through the shared stream reader, cut at random byte boundaries', () => {
  const bytes = (file: string) => new Uint8Array(readFileSync(new URL(`../../../tests/wire/${file}`, import.meta.url)));
  const SEEDS = Array.from({ length: 10 }, (_, i) => i + 1);

  it.each(SEEDS)('rebuilds text and tool call (seed %i)', async (seed) => {
    const text = await collectChatEvents(readChatEvents(chunkedResponse(splitBytes(bytes('dashscope-stream.txt'), seed)), alibabaAdapter));
    expect(text.errors).toEqual([]);
    expect(text.text).toBe('Bonjour ! Voilà, c’est prêt 🙂');
    const tools = await collectChatEvents(readChatEvents(chunkedResponse(splitBytes(bytes('dashscope-tools-stream.txt'), seed)), alibabaAdapter));
    expect(tools.errors).toEqual([]);
    expect(tools.toolCalls.map((c) => c.function.name)).toEqual(['get_weather']);
    expect(JSON.parse(tools.toolCalls[0]?.function.arguments ?? '')).toEqual({ city: 'Lyon' });
  });

  it('reads the JSON error body sent instead of a stream', async () => {
    const response = chunkedResponse([bytes('dashscope-error.json')], { status: 401, contentType: 'application/json' });
    const result = await collectChatEvents(readChatEvents(response, alibabaAdapter));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.code).toBe('unauthorized');
  });
});
