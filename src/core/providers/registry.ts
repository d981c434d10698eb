// Which adapter speaks for which provider. Adding a provider is its import and one entry.

import type { ProviderAdapter } from './adapter';
import { alibabaAdapter } from './alibaba';
import { anthropicAdapter } from './anthropic';
import { azureAdapter } from './azure';
import { baiduAdapter } from './baidu';
import { bytedanceAdapter } from './bytedance';
import type { ProviderId } from './catalog';
import { geminiAdapter } from './gemini';
import { iflytekAdapter } from './iflytek';
import { moonshotAdapter } from './moonshot';
import { openaiAdapter } from './openai';
import { tencentAdapter } from './tencent';

/** Stability has no chat adapter (it only draws), so the map is partial. */
export const CHAT_ADAPTERS: Readonly<Partial<Record<ProviderId, ProviderAdapter>>> = {
  openai: openaiAdapter,
  azure: azureAdapter,
  google: geminiAdapter,
  anthropic: anthropicAdapter,
  baidu: baiduAdapter,
  bytedance: bytedanceAdapter,
  alibaba: alibabaAdapter,
  tencent: tencentAdapter,
  moonshot: moonshotAdapter,
  iflytek: iflytekAdapter,
};

export function findChatAdapter(id: ProviderId): ProviderAdapter | undefined {
  return CHAT_ADAPTERS[id];
}

export function getChatAdapter(id: ProviderId): ProviderAdapter {
  const adapter = CHAT_ADAPTERS[id];
  if (!adapter) throw new Error(`No chat adapter for provider ${id}`);
  return adapter;
}
