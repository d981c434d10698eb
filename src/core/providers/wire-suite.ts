// The example streams and error bodies every adapter is tested against, by file name, and a replay
// helper. Used by wire-streams.test.ts (the project's own fixtures in tests/wire/) and by
// shared-wire.test.ts (reference recordings kept outside the repository, when present): both
// folders name their files the same way.

import { createChatAccumulator } from '../stream/accumulate';
import { readChatEvents } from '../stream/read-chat-events';
import { chunkedResponse, collectAll } from '../stream/test-support';
import type { ProviderAdapter } from './adapter';
import { alibabaAdapter } from './alibaba';
import { anthropicAdapter } from './anthropic';
import { azureAdapter } from './azure';
import { baiduAdapter } from './baidu';
import { bytedanceAdapter } from './bytedance';
import { geminiAdapter } from './gemini';
import { iflytekAdapter } from './iflytek';
import { moonshotAdapter } from './moonshot';
import { openaiAdapter } from './openai';
import { tencentAdapter } from './tencent';

export interface WireStream {
  file: string;
  adapter: ProviderAdapter;
  /** A tool stream rebuilds one get_weather call; a text stream rebuilds the reply text. */
  tools: boolean;
}

export const WIRE_STREAMS: WireStream[] = [
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
  { file: 'anthropic-tools-stream.txt', adapter: anthropicAdapter, tools: true },
  { file: 'gemini-stream.txt', adapter: geminiAdapter, tools: false },
  { file: 'gemini-tools-stream.txt', adapter: geminiAdapter, tools: true },
  { file: 'dashscope-stream.txt', adapter: alibabaAdapter, tools: false },
  { file: 'dashscope-tools-stream.txt', adapter: alibabaAdapter, tools: true },
  { file: 'hunyuan-stream.txt', adapter: tencentAdapter, tools: false },
  { file: 'hunyuan-tools-stream.txt', adapter: tencentAdapter, tools: true },
  { file: 'baidu-stream.txt', adapter: baiduAdapter, tools: false },
  { file: 'baidu-tools-stream.txt', adapter: baiduAdapter, tools: true },
];

export interface WireErrorBody {
  file: string;
  adapter: ProviderAdapter;
  /** The HTTP status the provider answers with. */
  status: number;
}

export const WIRE_ERROR_BODIES: WireErrorBody[] = [
  { file: 'openai-error.json', adapter: openaiAdapter, status: 401 },
  { file: 'azure-error.json', adapter: azureAdapter, status: 400 },
  { file: 'doubao-error.json', adapter: bytedanceAdapter, status: 401 },
  { file: 'moonshot-error.json', adapter: moonshotAdapter, status: 401 },
  { file: 'iflytek-error.json', adapter: iflytekAdapter, status: 400 },
  { file: 'anthropic-error.json', adapter: anthropicAdapter, status: 401 },
  { file: 'gemini-error.json', adapter: geminiAdapter, status: 400 },
  { file: 'dashscope-error.json', adapter: alibabaAdapter, status: 401 },
  { file: 'hunyuan-error.json', adapter: tencentAdapter, status: 200 },
  { file: 'baidu-error.json', adapter: baiduAdapter, status: 200 },
];

/** Feeds chunks through readChatEvents and the adapter; returns the events and what they add up to. */
export async function replayWire(adapter: ProviderAdapter, chunks: Uint8Array[]) {
  const events = await collectAll(readChatEvents(chunkedResponse(chunks), adapter));
  const accumulator = createChatAccumulator();
  events.forEach((event) => accumulator.push(event));
  return { events, result: accumulator.result() };
}
