// Every example stream and error body of shared/wire fed through readChatEvents and the adapter
// that speaks it: whole, and cut at seeded random byte boundaries.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createChatAccumulator } from '../stream/accumulate';
import { readChatEvents } from '../stream/read-chat-events';
import { chunkedResponse, collectAll, splitBytes } from '../stream/test-support';
import type { ProviderAdapter } from './adapter';
import { anthropicAdapter } from './anthropic';
import { azureAdapter } from './azure';
import { bytedanceAdapter } from './bytedance';
import { geminiAdapter } from './gemini';
import { iflytekAdapter } from './iflytek';
import { moonshotAdapter } from './moonshot';
import { openaiAdapter } from './openai';

const WIRE_DIR = new URL('../../../../shared/wire/', import.meta.url);
const wire = (name: string) => new Uint8Array(readFileSync(new URL(name, WIRE_DIR)));

const TEXT = 'Hello! How can I help?';
const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

const streams: { file: string; adapter: ProviderAdapter; tools: boolean; leadingText?: string }[] = [
  { file: 'openai-stream.txt', adapter: openaiAdapter, tools: false },
  { file: 'openai-tools-stream.txt', adapter: openaiAdapter, tools: true },
  { file: 'azure-stream.txt', adapter: azureAdapter, tools: false },
  { file: 'azure-tools-stream.txt', adapter: azureAdapter, tools: true },
  { file: 'doubao-stream.txt', adapter: bytedanceAdapter, tools: false },
  { file: 'doubao-tools-stream.txt', adapter: bytedanceAdapter, tools: true },
  { file: 'moonshot-stream.txt', adapter: moonshotAdapter, tools: false },
  { file: 'moonshot-tools-stream.txt', adapter: moonshotAdapter, tools: true },
  { file: 'iflytek-stream.txt', adapter: iflytekAdapter, tools: false },
  { file: 'iflytek-tools-stream.txt', adapter: iflytekAdapter, tools: true },
  { file: 'anthropic-stream.txt', adapter: anthropicAdapter, tools: false },
  {
    file: 'anthropic-tools-stream.txt',
    adapter: anthropicAdapter,
    tools: true,
    leadingText: "I'll check the current weather in Paris for you.",
  },
  { file: 'gemini-stream.txt', adapter: geminiAdapter, tools: false },
  { file: 'gemini-tools-stream.txt', adapter: geminiAdapter, tools: true },
];

async function replay(adapter: ProviderAdapter, chunks: Uint8Array[]) {
  const events = await collectAll(readChatEvents(chunkedResponse(chunks), adapter));
  const accumulator = createChatAccumulator();
  events.forEach((event) => accumulator.push(event));
  return { events, result: accumulator.result() };
}

describe.each(streams)('$file', ({ file, adapter, tools, leadingText }) => {
  const bytes = wire(file);

  function check({ events, result }: Awaited<ReturnType<typeof replay>>) {
    expect(events.filter((event) => event.type === 'done')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(result.errors).toEqual([]);
    if (tools) {
      expect(result.text).toBe(leadingText ?? '');
      expect(result.toolCalls).toHaveLength(1);
      expect(result.toolCalls[0]?.function.name).toBe('get_weather');
      expect(JSON.parse(result.toolCalls[0]?.function.arguments ?? '')).toEqual({ city: 'Paris' });
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
    expect(ids).toEqual(['call_O17Uplv4lJvD6DVdIvFFeRMw', 'get_weather:0', 'toolu_01NRLabsLyVHZPKxbKvkfSMn']);
  });

  it.each([
    ['openai-stream.txt', openaiAdapter, { promptTokens: 24, completionTokens: 7 }],
    ['moonshot-stream.txt', moonshotAdapter, { promptTokens: 19, completionTokens: 7 }],
    ['iflytek-stream.txt', iflytekAdapter, { promptTokens: 6, completionTokens: 7 }],
    ['anthropic-stream.txt', anthropicAdapter, { promptTokens: 21, completionTokens: 10 }],
    ['gemini-stream.txt', geminiAdapter, { promptTokens: 14, completionTokens: 7 }],
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
      { type: 'usage', promptTokens: 21 },
      { type: 'text', text: 'Hello' },
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
        message: expect.stringMatching(/^Incorrect API key provided/),
        status: 401,
        code: 'unauthorized',
      },
    ],
    [
      'azure-error.json',
      azureAdapter,
      400,
      { message: expect.stringMatching(/^The response was filtered/), status: 400, code: 'http_error' },
    ],
    [
      'doubao-error.json',
      bytedanceAdapter,
      401,
      { message: expect.stringMatching(/^The API key or AK\/SK/), status: 401, code: 'unauthorized' },
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
      { message: 'API key not valid. Please pass a valid API key.', status: 400, code: 'http_error' },
    ],
  ];

  it.each(cases)('%s becomes one error event', async (file, adapter, status, expected) => {
    const response = chunkedResponse(splitBytes(wire(file), 3), { status, contentType: 'application/json' });
    const events = await collectAll(readChatEvents(response, adapter));
    expect(events).toEqual([{ type: 'error', ...expected }, { type: 'done' }]);
  });

  it.each(cases)('%s read by parseBody alone names the provider message', (file, adapter, status) => {
    const body = JSON.parse(new TextDecoder().decode(wire(file))) as unknown;
    const [event] = adapter.parseBody(status, body);
    expect(event?.type).toBe('error');
  });
});
