import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToolRunner } from '../../../core/chat/tools';
import { PLUGIN_RESULT_MAX_CHARS } from '../../../core/plugins/result';
import type { Plugin, SessionMeta, ToolCall } from '../../../core/types';
import { useAccessStore } from '../../stores/access-store';
import { useChatStore } from '../../stores/chat-store';
import { useConfigStore } from '../../stores/config-store';
import { usePluginStore } from '../../stores/plugin-store';
import { sendUserMessage } from '../chat-engine';
import { freshEngineState, lastMessage, openaiFinish, openaiText, openaiToolPiece, sse, streamResponse, until } from '../engine/test-support';
import { pluginToolRunner } from './provider';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../components/Toast/showToast', () => ({
  showToast: (message: string) => {
    toasts.push(message);
    return () => {};
  },
}));

const WEATHER = `
openapi: 3.0.0
info: { title: Weather }
servers: [{ url: "https://weather.example/v1" }]
paths:
  /weather:
    get:
      operationId: getWeather
      summary: Current weather in a city
      parameters:
        - { name: city, in: query, required: true, schema: { type: string } }
  /alerts:
    get:
      operationId: getAlerts
`;
const SEARCH = JSON.stringify({
  openapi: '3.1.0',
  servers: [{ url: 'https://search.example' }],
  paths: { '/search': { post: { operationId: 'getWeather', requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { q: { type: 'string' } } } } } } } } },
});

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

let sessionId = '';
let seen: Seen[] = [];

beforeEach(async () => {
  sessionId = await freshEngineState();
  useConfigStore.setState({ enableAutoGenerateTitle: false });
  toasts.length = 0;
  seen = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function addPlugin(fields: Partial<Plugin>): string {
  return usePluginStore.getState().create({ title: 'Weather', content: WEATHER, ...fields }).id;
}

function sessionWith(plugin: string[] | undefined): SessionMeta {
  const session = useChatStore.getState().sessions.find((item) => item.id === sessionId)!;
  const mask = { ...session.mask, ...(plugin ? { plugin } : {}) };
  if (!plugin) delete mask.plugin;
  useChatStore.getState().updateSessionMeta(sessionId, { mask });
  return { ...session, mask };
}

/** fetch for plugin calls: answers by `answer`, and records what was sent. */
function stubPluginFetch(answer: (request: Seen) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request: Seen = { url, method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) }, ...(typeof init.body === 'string' ? { body: init.body } : {}) };
      seen.push(request);
      if (init.signal?.aborted) throw new DOMException('stopped', 'AbortError');
      return answer(request);
    }),
  );
}

/** How long a plugin call waits, body included (the sentence below names it in seconds). */
const PLUGIN_WAIT_MS = 60_000;

const call = (name: string, args: string): ToolCall => ({ id: 'call_1', type: 'function', function: { name, arguments: args } });

async function runnerFor(plugin: string[]): Promise<ToolRunner> {
  const runner = await pluginToolRunner(sessionWith(plugin));
  if (!runner) throw new Error('no runner');
  return runner;
}

describe('plugin tool provider', () => {
  it('offers nothing to a session whose mask lists no plugins', async () => {
    addPlugin({});
    expect(await pluginToolRunner(sessionWith(undefined))).toBeUndefined();
    expect(await pluginToolRunner(sessionWith([]))).toBeUndefined();
  });

  it('offers the operations of the mask’s plugins, names kept apart, and skips deleted ones', async () => {
    const weather = addPlugin({});
    const search = addPlugin({ title: 'Search', content: SEARCH });
    const runner = await runnerFor([weather, 'deleted-plugin', search, weather]);
    expect(runner.definitions.map((definition) => definition.function.name)).toEqual(['getWeather', 'getAlerts', 'getWeather_2']);
    expect(runner.definitions[0]).toEqual({
      type: 'function',
      function: {
        name: 'getWeather',
        description: 'Current weather in a city',
        parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      },
    });
  });

  it('leaves out a plugin with a format error and says so once', async () => {
    const broken = addPlugin({ title: 'Broken', content: 'openapi: 3.0.0\npaths: {}' });
    const weather = addPlugin({});
    const runner = await runnerFor([broken, weather]);
    expect(runner.definitions).toHaveLength(2);
    await runnerFor([broken, weather]);
    expect(toasts).toEqual(['Plugin “Broken”: format error (it has no absolute http(s) server URL). Its tools are left out of this chat.']);
    expect(await pluginToolRunner(sessionWith([broken]))).toBeUndefined();
  });
});

describe('plugin tool calls', () => {
  it('calls the plugin directly with its credential and returns status and body', async () => {
    stubPluginFetch(() => new Response('{"sky":"clear"}', { status: 200 }));
    const runner = await runnerFor([addPlugin({ authType: 'bearer', authToken: 'tok' })]);
    expect(await runner.run(call('getWeather', '{"city":"Oslo"}'), new AbortController().signal)).toEqual({ status: 200, content: '{"sky":"clear"}' });
    expect(seen).toEqual([{ url: 'https://weather.example/v1/weather?city=Oslo', method: 'GET', headers: { Authorization: 'Bearer tok' } }]);
  });

  it('goes through the server’s proxy, with the access code, when usingProxy is on', async () => {
    useAccessStore.setState({ accessCode: 'letmein' });
    stubPluginFetch(() => new Response('station down', { status: 503 }));
    const runner = await runnerFor([addPlugin({ usingProxy: true, authType: 'custom', authHeader: 'X-Key', authToken: 'k' })]);
    expect(await runner.run(call('getWeather', '{"city":"Oslo"}'), new AbortController().signal)).toEqual({ status: 503, content: 'station down' });
    expect(seen).toEqual([
      {
        url: '/api/proxy/weather?city=Oslo',
        method: 'GET',
        headers: { 'X-Key': 'k', 'X-Base-URL': 'https://weather.example/v1', 'x-access-code': 'letmein' },
      },
    ]);
  });

  it('cuts a long answer and says so', async () => {
    stubPluginFetch(() => new Response('x'.repeat(PLUGIN_RESULT_MAX_CHARS * 5)));
    const runner = await runnerFor([addPlugin({})]);
    const result = await runner.run(call('getWeather', '{"city":"Oslo"}'), new AbortController().signal);
    expect(result.content).toBe(`${'x'.repeat(PLUGIN_RESULT_MAX_CHARS)}\n[Cut: only the first 20000 characters of the answer are shown.]`);
  });

  it.each([
    ['an unknown tool', 'getNothing', '{}', 'This chat has no tool named “getNothing”.'],
    ['a missing input', 'getWeather', '{}', 'The required input “city” is missing.'],
    ['arguments that are not JSON', 'getWeather', '{"city":', 'The tool arguments are not a JSON object: {"city":'],
  ])('reports %s in words, without a request', async (_label, name, args, message) => {
    stubPluginFetch(() => new Response('never'));
    const runner = await runnerFor([addPlugin({})]);
    await expect(runner.run(call(name, args), new AbortController().signal)).rejects.toThrow(message);
    expect(seen).toEqual([]);
  });

  it.each([
    ['sends nothing at all', (signal: AbortSignal) => new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)))],
    [
      'stops sending its answer half-way',
      (signal: AbortSignal) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"sky":'));
            signal.addEventListener('abort', () => controller.error(signal.reason));
          },
        });
        return Promise.resolve(new Response(body));
      },
    ],
  ])('gives up on a plugin that %s after its time limit, in words', async (_label, answer) => {
    let signal: AbortSignal | undefined;
    stubPluginFetch(() => answer(signal!));
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => ((signal = init.signal ?? undefined), stubbed(url, init)));
    const runner = await runnerFor([addPlugin({})]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const outcome = runner.run(call('getWeather', '{"city":"Oslo"}'), new AbortController().signal).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(PLUGIN_WAIT_MS);
      expect(await outcome).toMatchObject({ message: 'The plugin did not answer within 60 seconds.' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports an unreachable plugin in words, and rethrows a stop as it is', async () => {
    stubPluginFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const runner = await runnerFor([addPlugin({})]);
    await expect(runner.run(call('getWeather', '{"city":"Oslo"}'), new AbortController().signal)).rejects.toThrow('The plugin could not be reached: Failed to fetch');
    const stopped = new AbortController();
    stopped.abort();
    await expect(runner.run(call('getWeather', '{"city":"Oslo"}'), stopped.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('plugin tools in a reply', () => {
  it('offers the mask’s plugin tools to the model, runs the call and sends the result back', async () => {
    const weather = addPlugin({});
    sessionWith([weather]);
    const providerBodies: Record<string, unknown>[] = [];
    stubPluginFetch((request) => {
      if (request.url.startsWith('https://weather.example/')) return new Response('{"sky":"clear"}', { headers: { 'content-type': 'application/json' } });
      if (request.url.endsWith('canned-answers.json')) return new Response(JSON.stringify({ version: 1, answers: [] }));
      providerBodies.push(JSON.parse(request.body ?? '{}') as Record<string, unknown>);
      return providerBodies.length === 1
        ? streamResponse(sse([openaiToolPiece(0, { id: 'call_w', name: 'getWeather', arguments: '{"city":' }), openaiToolPiece(0, { arguments: '"Oslo"}' }), openaiFinish('tool_calls'), '[DONE]']))
        : streamResponse(sse([openaiText('Clear skies in Oslo.'), '[DONE]']));
    });

    await sendUserMessage(sessionId, 'Weather in Oslo?');
    await until(() => lastMessage(sessionId)?.streaming === false);

    expect(providerBodies).toHaveLength(2);
    expect((providerBodies[0]?.tools as { function: { name: string } }[]).map((tool) => tool.function.name)).toEqual(['getWeather', 'getAlerts']);
    expect(seen.filter((request) => request.url.startsWith('https://weather.example/')).map((request) => request.url)).toEqual(['https://weather.example/v1/weather?city=Oslo']);
    expect((providerBodies[1]?.messages as unknown[]).slice(-2)).toEqual([
      { role: 'assistant', content: '', tool_calls: [{ id: 'call_w', type: 'function', function: { name: 'getWeather', arguments: '{"city":"Oslo"}' } }] },
      { role: 'tool', content: '{"sky":"clear"}', tool_call_id: 'call_w' },
    ]);
    expect(lastMessage(sessionId)).toMatchObject({ content: 'Clear skies in Oslo.', tools: [{ id: 'call_w', type: 'getWeather', content: '{"sky":"clear"}' }] });
  });
});
