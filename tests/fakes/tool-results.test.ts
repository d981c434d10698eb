// A conversation that ends with tool results, written by our own adapters and sent through our
// server, gets a text reply from the fake in every provider's format (repeating the results), not
// another tool call: the second round of a tool exchange ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolExchangeMessages } from '../../src/core/chat/tools';
import { getChatAdapter } from '../../src/core/providers/registry';
import { message, testConfig, WEATHER_TOOL } from '../../src/core/providers/test-input';
import { readChatEvents } from '../../src/core/stream/read-chat-events';
import type { ChatEvent } from '../../src/core/types';
import { CHAT_PROVIDERS, fakeEnv, startApp, startFake, type ChatProvider, type RunningApp } from './harness';
import type { FakeProviders } from './server.mjs';

const MODELS: Record<ChatProvider, string> = {
  openai: 'gpt-4o-mini',
  azure: 'gpt-4o-mini',
  google: 'gemini-1.5-flash',
  anthropic: 'claude-3-5-haiku-latest',
  baidu: 'ernie-4.0-8k',
  bytedance: 'doubao-1-5-pro-32k-250115',
  alibaba: 'qwen-plus',
  tencent: 'hunyuan-pro',
  moonshot: 'moonshot-v1-8k',
  iflytek: '4.0Ultra',
};

let fake: FakeProviders & { url: string };
let app: RunningApp;
beforeAll(async () => {
  fake = await startFake();
  app = await startApp(fakeEnv(fake.url));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function reply(id: ChatProvider, withResults: boolean): Promise<ChatEvent[]> {
  const call = { id: 'call_1', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Oslo"}' } };
  const exchange = toolExchangeMessages('', [{ call, content: '{"sky":"clear"}', isError: false }], 0);
  const request = getChatAdapter(id).buildChatRequest({
    messages: [message('user', 'Weather in Oslo?'), ...(withResults ? exchange : [])],
    config: testConfig({ model: MODELS[id] }),
    stream: true,
    tools: [WEATHER_TOOL],
    endpoint: { baseUrl: `${app.url}/api/${id}` },
  });
  const response = await fetch(request.url, { method: request.method ?? 'POST', headers: request.headers, body: request.body });
  const events: ChatEvent[] = [];
  for await (const event of readChatEvents(response, getChatAdapter(id))) events.push(event);
  return events;
}

describe('fake providers after tool results', () => {
  it.each(CHAT_PROVIDERS)('%s calls the tool first, then answers with the results', async (id) => {
    const first = await reply(id, false);
    expect(first.some((event) => event.type === 'tool-call')).toBe(true);

    const second = await reply(id, true);
    expect(second.filter((event) => event.type === 'error')).toEqual([]);
    expect(second.some((event) => event.type === 'tool-call')).toBe(false);
    const text = second.map((event) => (event.type === 'text' ? event.text : '')).join('');
    expect(text).toMatch(/^Tool said: .*clear/);
  });
});
