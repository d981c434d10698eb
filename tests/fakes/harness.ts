// What the server tests and the fake's own tests share: starting the fake and our app on loopback,
// a chat request in each provider's shape, and reading the reply text back out of a stream.

import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ProviderId } from '../../src/core/providers/catalog';
import { createApp, type AppOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { testExtractHtml } from '../../src/server/web-read/test-support';
import { createFakeProviders, type FakeKeys, type FakeProviders } from './server.mjs';

export const CHAT_PROVIDERS = ['openai', 'azure', 'google', 'anthropic', 'baidu', 'bytedance', 'alibaba', 'tencent', 'moonshot', 'iflytek'] as const satisfies readonly ProviderId[];
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

export const SERVER_KEYS = {
  openai: 'sk-server-openai',
  azure: 'azure-server-key',
  google: 'google-server-key',
  anthropic: 'sk-ant-server',
  bytedance: 'ark-server-key',
  alibaba: 'sk-server-dashscope',
  moonshot: 'sk-server-moonshot',
  iflytek: 'spark-key:spark-secret',
  baidu: { apiKey: 'baidu-ak', secretKey: 'baidu-sk' },
  tencent: { secretId: 'AKIDserverEXAMPLE', secretKey: 'tencent-server-secret' },
} satisfies FakeKeys;

/** The environment that points every provider at the fake, with the server's keys. */
export function fakeEnv(fakeUrl: string): Record<string, string> {
  return {
    BASE_URL: `${fakeUrl}/openai`,
    OPENAI_API_KEY: SERVER_KEYS.openai,
    AZURE_URL: `${fakeUrl}/azure`,
    AZURE_API_KEY: SERVER_KEYS.azure,
    GOOGLE_URL: `${fakeUrl}/google`,
    GOOGLE_API_KEY: SERVER_KEYS.google,
    ANTHROPIC_URL: `${fakeUrl}/anthropic`,
    ANTHROPIC_API_KEY: SERVER_KEYS.anthropic,
    BAIDU_URL: `${fakeUrl}/baidu`,
    BAIDU_API_KEY: SERVER_KEYS.baidu.apiKey,
    BAIDU_SECRET_KEY: SERVER_KEYS.baidu.secretKey,
    BYTEDANCE_URL: `${fakeUrl}/bytedance`,
    BYTEDANCE_API_KEY: SERVER_KEYS.bytedance,
    ALIBABA_URL: `${fakeUrl}/alibaba`,
    ALIBABA_API_KEY: SERVER_KEYS.alibaba,
    TENCENT_URL: `${fakeUrl}/tencent`,
    TENCENT_SECRET_ID: SERVER_KEYS.tencent.secretId,
    TENCENT_SECRET_KEY: SERVER_KEYS.tencent.secretKey,
    MOONSHOT_URL: `${fakeUrl}/moonshot`,
    MOONSHOT_API_KEY: SERVER_KEYS.moonshot,
    IFLYTEK_URL: `${fakeUrl}/iflytek`,
    IFLYTEK_API_KEY: 'spark-key',
    IFLYTEK_API_SECRET: 'spark-secret',
    STABILITY_URL: `${fakeUrl}/stability`,
    STABILITY_API_KEY: 'sk-server-stability',
  };
}

export async function startFake(keys: FakeKeys = SERVER_KEYS): Promise<FakeProviders & { url: string }> {
  const fake = createFakeProviders({ keys });
  const { url } = await fake.listen(0);
  return Object.assign(fake, { url });
}

export interface RunningApp {
  url: string;
  server: ServerType;
  close(): Promise<void>;
}

export async function startApp(env: Record<string, string>, options: Omit<AppOptions, 'config'> = {}): Promise<RunningApp> {
  const app = createApp({ extractHtml: testExtractHtml, ...options, config: loadConfig(env) });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export interface ChatCall {
  path: string;
  headers: Record<string, string>;
  body: string;
}

const messages = (text: string) => [{ role: 'user', content: text }];
const weatherTool = { type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { query: { type: 'string' } } } } };

/** A streaming chat request in the provider's own shape; path relative to the provider's base. */
export function chatCall(id: ChatProvider, text: string, { tools = false, model }: { tools?: boolean; model?: string } = {}): ChatCall {
  const json = { 'content-type': 'application/json' };
  const openaiBody = (defaultModel: string) => ({ model: model ?? defaultModel, messages: messages(text), stream: true, ...(tools ? { tools: [weatherTool] } : {}) });
  switch (id) {
    case 'azure':
      return { path: `openai/deployments/${model ?? 'gpt-35-turbo'}/chat/completions`, headers: json, body: JSON.stringify(openaiBody('gpt-35-turbo')) };
    case 'google': {
      const body = { contents: [{ role: 'user', parts: [{ text }] }], ...(tools ? { tools: [{ functionDeclarations: [weatherTool.function] }] } : {}) };
      return { path: `v1beta/models/${model ?? 'gemini-pro'}:streamGenerateContent?alt=sse`, headers: json, body: JSON.stringify(body) };
    }
    case 'anthropic': {
      const body = { model: model ?? 'claude-3-5-haiku-latest', max_tokens: 256, stream: true, messages: messages(text), ...(tools ? { tools: [{ name: 'get_weather', input_schema: weatherTool.function.parameters }] } : {}) };
      return { path: 'v1/messages', headers: json, body: JSON.stringify(body) };
    }
    case 'baidu': {
      const body = { messages: messages(text), stream: true, ...(tools ? { functions: [weatherTool.function] } : {}) };
      return { path: 'rpc/2.0/ai_custom/v1/wenxinworkshop/chat/completions_pro', headers: json, body: JSON.stringify(body) };
    }
    case 'alibaba': {
      const body = { model: model ?? 'qwen-plus', input: { messages: messages(text) }, parameters: { result_format: 'message', incremental_output: true, ...(tools ? { tools: [weatherTool] } : {}) } };
      return { path: 'api/v1/services/aigc/text-generation/generation', headers: { ...json, 'x-dashscope-sse': 'enable', accept: 'text/event-stream' }, body: JSON.stringify(body) };
    }
    case 'tencent': {
      const toolList = tools ? { Tools: [{ Type: 'function', Function: { Name: 'get_weather', Parameters: JSON.stringify(weatherTool.function.parameters) } }] } : {};
      return { path: '', headers: json, body: JSON.stringify({ Model: model ?? 'hunyuan-lite', Messages: [{ Role: 'user', Content: text }], Stream: true, ...toolList }) };
    }
    case 'bytedance':
      return { path: 'api/v3/chat/completions', headers: json, body: JSON.stringify(openaiBody('doubao-1-5-pro-32k-250115')) };
    case 'iflytek':
      return { path: 'v1/chat/completions', headers: json, body: JSON.stringify(openaiBody('4.0Ultra')) };
    default:
      return { path: 'v1/chat/completions', headers: json, body: JSON.stringify(openaiBody(id === 'moonshot' ? 'moonshot-v1-8k' : 'gpt-4o-mini')) };
  }
}

export function parseSse(text: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  parser.feed(text);
  return events;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The reply text a stream carries, read the way each provider's format says. */
export function replyText(id: ChatProvider, events: EventSourceMessage[]): string {
  let text = '';
  for (const event of events) {
    if (event.data === '[DONE]') continue;
    const data = JSON.parse(event.data) as Json;
    if (id === 'google') text += (data.candidates?.[0]?.content?.parts ?? []).map((part: Json) => part.text ?? '').join('');
    else if (id === 'anthropic') text += data.type === 'content_block_delta' && data.delta.type === 'text_delta' ? data.delta.text : '';
    else if (id === 'baidu') text += data.result ?? '';
    else if (id === 'alibaba') text += data.output?.choices?.[0]?.message?.content ?? '';
    else if (id === 'tencent') text += data.Choices?.[0]?.Delta?.Content ?? '';
    else text += data.choices?.[0]?.delta?.content ?? '';
  }
  return text;
}
