// Every example stream and error body of the project's fixtures (tests/wire/, written from the
// documented formats by tests/wire/write-fixtures.mjs) fed through readChatEvents and the adapter
// that speaks it: whole, and cut at seeded random byte boundaries (inside UTF-8 characters too).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectAll, chunkedResponse, splitBytes } from '../stream/test-support';
import { readChatEvents } from '../stream/read-chat-events';
import type { ProviderAdapter } from './adapter';
import { anthropicAdapter } from './anthropic';
import { azureAdapter } from './azure';
import { bytedanceAdapter } from './bytedance';
import { geminiAdapter } from './gemini';
import { iflytekAdapter } from './iflytek';
import { moonshotAdapter } from './moonshot';
import { openaiAdapter } from './openai';
import { replayWire as replay, WIRE_ERROR_BODIES, WIRE_STREAMS } from './wire-suite';

const WIRE_DIR = new URL('../../../tests/wire/', import.meta.url);
const wire = (name: string) => new Uint8Array(readFileSync(new URL(name, WIRE_DIR)));

const TEXT = 'Bonjour ! Voilà, c’est prêt 🙂';
const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);
/** Text some providers stream beside a tool call (a "thought" before or after it). */
const TOOL_TEXT: Record<string, string> = {
  'anthropic-tools-stream.txt': 'Let me look up the weather in Lyon.',
  'hunyuan-tools-stream.txt': '调用get_weather查询里昂的天气。',
};

describe.each(WIRE_STREAMS)('$file', ({ file, adapter, tools }) => {
  const bytes = wire(file);

  function check({ events, result }: Awaited<ReturnType<typeof replay>>) {
    expect(events.filter((event) => event.type === 'done')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(result.errors).toEqual([]);
    if (tools) {
      expect(result.text).toBe(TOOL_TEXT[file] ?? '');
      expect(result.toolCalls).toHaveLength(1);
      expect(result.toolCalls[0]?.function.name).toBe('get_weather');
      expect(JSON.parse(result.toolCalls[0]?.function.arguments ?? '')).toEqual({ city: 'Lyon' });
    } else {
      expect(result.text).toBe(TEXT);
      expect(result.toolCalls).toEqual([]);
    }
  }

  it('rebuilds the reply from the whole body', async () => {
    check(await replay(adapter, [bytes]));
  });

  it.each(SEEDS)('rebuilds the reply when cut at random boundaries (seed %i)', async (seed) => {
    check(await replay(adapter, splitBytes(bytes, seed)));
  });
});

describe('tool call ids and usage', () => {
  it('keeps the ids the providers give', async () => {
    const ids = await Promise.all(
      [
        ['openai-tools-stream.txt', openaiAdapter],
        ['moonshot-tools-stream.txt', moonshotAdapter],
        ['anthropic-tools-stream.txt', anthropicAdapter],
      ].map(async ([file, adapter]) => {
        const { result } = await replay(adapter as ProviderAdapter, [wire(file as string)]);
        return result.toolCalls[0]?.id;
      }),
    );
    expect(ids).toEqual(['call_pcLyonWeather0001', 'get_weather:0', 'toolu_01PcLyonWeather0001']);
  });

  it.each([
    ['openai-stream.txt', openaiAdapter, { promptTokens: 31, completionTokens: 9 }],
    ['moonshot-stream.txt', moonshotAdapter, { promptTokens: 27, completionTokens: 9 }],
    ['iflytek-stream.txt', iflytekAdapter, { promptTokens: 11, completionTokens: 9 }],
    ['anthropic-stream.txt', anthropicAdapter, { promptTokens: 25, completionTokens: 12 }],
    ['gemini-stream.txt', geminiAdapter, { promptTokens: 17, completionTokens: 9 }],
  ] as const)('reads the token usage of %s', async (file, adapter, usage) => {
    const { result } = await replay(adapter, [wire(file)]);
    expect(result.usage).toEqual(usage);
  });
});

describe('errors inside streams', () => {
  it('Gemini blocked prompt', async () => {
    const { events } = await replay(geminiAdapter, splitBytes(wire('gemini-blocked-stream.txt'), 7));
    expect(events).toEqual([
      { type: 'error', message: 'Message is being blocked for reason: SAFETY', code: 'prompt_blocked' },
      { type: 'done' },
    ]);
  });

  it('Anthropic event: error after some text', async () => {
    const { events } = await replay(anthropicAdapter, [wire('anthropic-stream-error.txt')]);
    expect(events).toEqual([
      { type: 'usage', promptTokens: 25 },
      { type: 'text', text: 'Bonjour' },
      { type: 'error', message: 'Overloaded' },
      { type: 'done' },
    ]);
  });
});

describe('error bodies', () => {
  const cases: [string, ProviderAdapter, number, Record<string, unknown>][] = [
    [
      'openai-error.json',
      openaiAdapter,
      401,
      {
        message: 'Incorrect API key provided: sk-test-****wxyz. Check the key in your account settings.',
        status: 401,
        code: 'unauthorized',
      },
    ],
    [
      'azure-error.json',
      azureAdapter,
      400,
      {
        message: "The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please change the prompt.",
        status: 400,
        code: 'http_error',
      },
    ],
    [
      'doubao-error.json',
      bytedanceAdapter,
      401,
      {
        message: 'The API key or AK/SK in the request is missing or invalid. Request id: 0217pcdoubaofixture0002',
        status: 401,
        code: 'unauthorized',
      },
    ],
    ['moonshot-error.json', moonshotAdapter, 401, { message: 'Invalid Authentication', status: 401, code: 'unauthorized' }],
    [
      'iflytek-error.json',
      iflytekAdapter,
      400,
      { message: 'Request failed with status 400: invalid user', status: 400, code: 'request_failed' },
    ],
    ['anthropic-error.json', anthropicAdapter, 401, { message: 'invalid x-api-key', status: 401, code: 'unauthorized' }],
    [
      'gemini-error.json',
      geminiAdapter,
      400,
      // Google answers a key it does not accept with 400: the reason in its details says so.
      { message: 'API key not valid. Please pass a valid API key.', status: 400, code: 'unauthorized' },
    ],
  ];

  it.each(cases)('%s becomes one error event', async (file, adapter, status, expected) => {
    const response = chunkedResponse(splitBytes(wire(file), 3), { status, contentType: 'application/json' });
    const events = await collectAll(readChatEvents(response, adapter));
    expect(events).toEqual([{ type: 'error', ...expected }, { type: 'done' }]);
  });

  it.each(WIRE_ERROR_BODIES)('$file read by parseBody alone names the provider message', ({ file, adapter, status }) => {
    const body = JSON.parse(new TextDecoder().decode(wire(file))) as unknown;
    const [event] = adapter.parseBody(status, body);
    expect(event?.type).toBe('error');
    expect(event?.type === 'error' ? event.message : '').not.toBe('');
  });
});
