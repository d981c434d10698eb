import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectChatEvents } from '../stream/accumulate';
import { readChatEvents } from '../stream/read-chat-events';
import { chunkedResponse, splitBytes } from '../stream/test-support';
import type { ChatEvent, ChatMessage } from '../types';
import type { ChatRequestInput } from './adapter';
import {
  alternateForBaidu,
  baiduAdapter,
  baiduEndpointSuffix,
  buildBaiduTokenRequest,
  parseBaiduToken,
} from './baidu';
import { sseEvents, testConfig, textOf } from './test-input';

const wire = (name: string) => readFileSync(new URL(`../../../tests/wire/${name}`, import.meta.url), 'utf8');

function runStream(file: string): ChatEvent[] {
  const parse = baiduAdapter.createStreamParser();
  return sseEvents(wire(file)).flatMap(parse);
}

const config = testConfig({
  model: 'ernie-4.0-8k',
  providerName: 'Baidu',
  temperature: 0.5,
  top_p: 1,
  max_tokens: 4000,
  presence_penalty: 0,
  frequency_penalty: 0,
});

let nextId = 0;
const msg = (role: ChatMessage['role'], content: ChatMessage['content'], extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${nextId++}`,
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
    endpoint: { baseUrl: 'https://aip.baidubce.com', accessToken: '24.abc' },
    ...overrides,
  };
}

const bodyOf = (i: ChatRequestInput) => JSON.parse(baiduAdapter.buildChatRequest(i).body ?? '{}');

describe('baiduEndpointSuffix', () => {
  it.each([
    ['ernie-4.0-8k', 'completions_pro'],
    ['ERNIE-4.0-8K', 'completions_pro'],
    ['ernie-bot-4', 'completions_pro'],
    ['ernie-4.0-8k-preview-0518', 'completions_adv_pro'],
    ['ernie-3.5-8k', 'completions'],
    ['ernie-bot', 'completions'],
    ['ernie-speed-8k', 'ernie_speed'],
    ['ernie-bot-turbo', 'eb-instant'],
    ['ernie-lite-8k-0308', 'ernie-lite-8k'],
    ['ernie-4.0-turbo-8k', 'ernie-4.0-turbo-8k'],
    ['ernie-speed-128k', 'ernie-speed-128k'],
  ])('%s → %s', (model, suffix) => {
    expect(baiduEndpointSuffix(model)).toBe(suffix);
  });
});

describe('Baidu chat request', () => {
  it('posts to the model endpoint with the access token', () => {
    const request = baiduAdapter.buildChatRequest(input());
    expect(request.method).toBe('POST');
    expect(request.url).toBe(
      'https://aip.baidubce.com/rpc/2.0/ai_custom/v1/wenxinworkshop/chat/completions_pro?access_token=24.abc',
    );
    expect(request.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('leaves the query out when there is no token, for the server to add', () => {
    const request = baiduAdapter.buildChatRequest(input({ endpoint: { baseUrl: '/api/baidu' } }));
    expect(request.url).toBe('/api/baidu/rpc/2.0/ai_custom/v1/wenxinworkshop/chat/completions_pro');
  });

  it('puts the system prompt in its own field and sends the parameters', () => {
    const body = bodyOf(input());
    expect(body.system).toBe('You are a helpful assistant.');
    expect(body.messages).toEqual([{ role: 'user', content: 'Hi' }]);
    expect(body.stream).toBe(true);
    expect(body.temperature).toBe(0.5);
    expect(body.top_p).toBe(1);
    expect(body).not.toHaveProperty('max_output_tokens');
    expect(body).not.toHaveProperty('functions');
  });

  it('omits the system field when there is no system message', () => {
    const body = bodyOf(input({ messages: [msg('user', 'Hi')], stream: false }));
    expect(body).not.toHaveProperty('system');
    expect(body.stream).toBe(false);
  });

  it('keeps the temperature inside ERNIE range (0, 1]', () => {
    expect(bodyOf(input({ config: { ...config, temperature: 0 } })).temperature).toBe(0.01);
    expect(bodyOf(input({ config: { ...config, temperature: 1.6 } })).temperature).toBe(1);
  });

  it('sends only the text of multi-part content', () => {
    const body = bodyOf(
      input({
        messages: [
          msg('user', [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
          ]),
        ],
      }),
    );
    expect(body.messages).toEqual([{ role: 'user', content: 'What is this?' }]);
  });

  it('sends tools as functions and a tool round-trip as function_call and a function message', () => {
    const call = { id: 'as-1-call-0', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Paris"}' } };
    const body = bodyOf(
      input({
        messages: [
          msg('user', "What's the weather in Paris?"),
          msg('assistant', '', { tool_calls: [call] }),
          msg('tool', '{"temp":20}', { tool_call_id: 'as-1-call-0' }),
        ],
        tools: [
          {
            type: 'function',
            function: { name: 'get_weather', description: 'Get current weather', parameters: { type: 'object' } },
          },
        ],
      }),
    );
    expect(body.functions).toEqual([
      { name: 'get_weather', description: 'Get current weather', parameters: { type: 'object' } },
    ]);
    expect(body.messages).toEqual([
      { role: 'user', content: "What's the weather in Paris?" },
      { role: 'assistant', content: '', function_call: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
      { role: 'function', name: 'get_weather', content: '{"temp":20}' },
    ]);
  });
});

describe('alternateForBaidu (odd message count)', () => {
  const u = (content: string) => ({ role: 'user' as const, content });
  const a = (content: string) => ({ role: 'assistant' as const, content });
  const filler = (role: 'user' | 'assistant') => ({ role, content: ' ' });

  it('leaves a well-formed odd list alone', () => {
    expect(alternateForBaidu([u('1'), a('2'), u('3')])).toEqual([u('1'), a('2'), u('3')]);
  });
  it('inserts a filler user turn when the list starts with the assistant', () => {
    expect(alternateForBaidu([a('hello'), u('hi')])).toEqual([filler('user'), a('hello'), u('hi')]);
  });
  it('inserts a filler assistant turn between two user turns', () => {
    expect(alternateForBaidu([u('1'), a('2'), u('3'), u('4')])).toEqual([
      u('1'),
      a('2'),
      u('3'),
      filler('assistant'),
      u('4'),
    ]);
  });
  it('ends with a filler user turn when the list ends with the assistant', () => {
    expect(alternateForBaidu([u('1'), a('2')])).toEqual([u('1'), a('2'), filler('user')]);
  });
  it('always yields an odd count', () => {
    for (const list of [[], [a('x')], [u('x'), u('y')], [a('x'), a('y'), u('z')]]) {
      expect(alternateForBaidu(list).length % 2).toBe(1);
    }
  });
});

describe('Baidu stream', () => {
  it('rebuilds the text and ends on is_end', () => {
    const events = runStream('baidu-stream.txt');
    expect(textOf(events)).toBe('Bonjour ! Voilà, c’est prêt 🙂');
    expect(events.filter((e) => e.type === 'done')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(events).toContainEqual({ type: 'usage', promptTokens: 12, completionTokens: 10 });
  });

  it('turns function_call into one whole tool call', () => {
    const events = runStream('baidu-tools-stream.txt');
    const calls = events.filter((e) => e.type === 'tool-call');
    expect(calls).toEqual([
      { type: 'tool-call', index: 0, id: 'as-pcbaidu0002-call-0', name: 'get_weather', arguments: '{"city":"Lyon"}' },
    ]);
    expect(JSON.parse(calls[0]?.type === 'tool-call' ? calls[0].arguments : '')).toEqual({ city: 'Lyon' });
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('turns an error chunk into an error event', () => {
    const parse = baiduAdapter.createStreamParser();
    expect(parse({ data: '{"error_code":336501,"error_msg":"Rate limit reached for RPM"}' })).toEqual([
      { type: 'error', message: 'Rate limit reached for RPM (error_code 336501)', code: 'rate_limited' },
    ]);
  });

  it('names Baidu\'s error codes with the chat catalogue\'s codes, and keeps the plain failure for the rest', () => {
    const codeOf = (errorCode: number) => baiduAdapter.parseBody(200, { error_code: errorCode, error_msg: 'x' })[0];
    expect(codeOf(336000)).toMatchObject({ code: 'server_error', message: 'x (error_code 336000)' });
    expect(codeOf(336100)).toMatchObject({ code: 'unavailable' });
    expect(codeOf(18)).toMatchObject({ code: 'rate_limited' });
    expect(codeOf(6)).toMatchObject({ code: 'forbidden' });
    expect(codeOf(336005)).toMatchObject({ code: 'not_found' });
    expect(codeOf(336007)).toMatchObject({ code: 'too_large' });
    expect(codeOf(336003)).toMatchObject({ code: 'request_failed' });
  });

  it('reports data that is not JSON', () => {
    const parse = baiduAdapter.createStreamParser();
    expect(parse({ data: 'oops' })[0]).toMatchObject({ type: 'error', code: 'parse_failed' });
  });
});

describe('Baidu body', () => {
  it('maps the token error (110) to unauthorized, keeping the HTTP status', () => {
    const events = baiduAdapter.parseBody(200, JSON.parse(wire('baidu-error.json')));
    expect(events).toEqual([
      {
        type: 'error',
        message: 'Access token invalid or no longer valid (error_code 110)',
        code: 'unauthorized',
        status: 200,
      },
    ]);
  });

  it('maps the expired token (111) to unauthorized', () => {
    const events = baiduAdapter.parseBody(200, { error_code: 111, error_msg: 'Access token expired' });
    expect(events[0]).toMatchObject({ type: 'error', code: 'unauthorized' });
  });

  it('reads a whole answer', () => {
    const events = baiduAdapter.parseBody(200, {
      id: 'as-1',
      result: 'Hello! How can I help?',
      is_truncated: false,
      usage: { prompt_tokens: 3, completion_tokens: 8, total_tokens: 11 },
    });
    expect(events).toEqual([
      { type: 'text', text: 'Hello! How can I help?' },
      { type: 'usage', promptTokens: 3, completionTokens: 8 },
      { type: 'done' },
    ]);
  });

  it('reports an empty or unknown answer', () => {
    expect(baiduAdapter.parseBody(200, {})[0]).toMatchObject({ type: 'error', code: 'empty_response' });
    expect(baiduAdapter.parseBody(500, { message: 'x' })[0]).toMatchObject({ type: 'error', code: 'http_error', status: 500 });
    expect(baiduAdapter.parseBody(401, null)[0]).toMatchObject({ type: 'error', code: 'unauthorized' });
  });
});

describe('Baidu OAuth token', () => {
  it('builds the client-credentials request with the keys in the query', () => {
    const request = buildBaiduTokenRequest('https://aip.baidubce.com', 'my key', 's&cret');
    expect(request.method).toBe('POST');
    expect(request.url).toBe(
      'https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=my+key&client_secret=s%26cret',
    );
    expect(request.body).toBeUndefined();
    expect(request.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('reads the token and its lifetime', () => {
    expect(parseBaiduToken(JSON.parse(wire('baidu-oauth-token.json')))).toEqual({
      accessToken: '24.pcfixtureaccesstoken0001.2592000.1769817600.000000-11111111',
      expiresIn: 2592000,
    });
  });

  it('throws with the reason on failure', () => {
    expect(() => parseBaiduToken({ error: 'invalid_client', error_description: 'unknown client id' })).toThrow(
      'Baidu token request failed: invalid_client: unknown client id',
    );
    expect(() => parseBaiduToken(null)).toThrow('Baidu token request failed');
  });
});

describe('through the shared stream reader, cut at random byte boundaries', () => {
  const bytes = (file: string) => new Uint8Array(readFileSync(new URL(`../../../tests/wire/${file}`, import.meta.url)));
  const SEEDS = Array.from({ length: 10 }, (_, i) => i + 1);

  it.each(SEEDS)('rebuilds text and tool call (seed %i)', async (seed) => {
    const text = await collectChatEvents(readChatEvents(chunkedResponse(splitBytes(bytes('baidu-stream.txt'), seed)), baiduAdapter));
    expect(text.errors).toEqual([]);
    expect(text.text).toBe('Bonjour ! Voilà, c’est prêt 🙂');
    const tools = await collectChatEvents(readChatEvents(chunkedResponse(splitBytes(bytes('baidu-tools-stream.txt'), seed)), baiduAdapter));
    expect(tools.errors).toEqual([]);
    expect(tools.toolCalls.map((c) => c.function.name)).toEqual(['get_weather']);
    expect(JSON.parse(tools.toolCalls[0]?.function.arguments ?? '')).toEqual({ city: 'Lyon' });
  });

  it('reads the JSON error body sent instead of a stream', async () => {
    const response = chunkedResponse([bytes('baidu-error.json')], { status: 200, contentType: 'application/json' });
    const result = await collectChatEvents(readChatEvents(response, baiduAdapter));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.code).toBe('unauthorized');
  });
});
