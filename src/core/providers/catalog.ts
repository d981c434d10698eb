// Where each provider lives and which of its paths the app may call. The web build reaches a
// provider through our server at /api/<id>/<path>; the server forwards only paths listed here,
// so it can never be used as a generic open proxy.

import { PROVIDER_IDS, type ProviderId } from '../constants/providers';
import type { ProviderName } from '../types';

export { PROVIDER_IDS, type ProviderId };

export interface ProviderInfo {
  id: ProviderId;
  name: ProviderName;
  /** The provider's public base URL, used by the desktop build and by the server by default. */
  defaultBaseUrl: string;
  /** Upstream paths (no leading slash, no query) the app is allowed to call. */
  allowedPaths: readonly RegExp[];
}

export const PROVIDERS: Readonly<Record<ProviderId, ProviderInfo>> = {
  openai: {
    id: 'openai',
    name: 'OpenAI',
    defaultBaseUrl: 'https://api.openai.com',
    allowedPaths: [
      /^v1\/chat\/completions$/,
      /^v1\/images\/generations$/,
      /^v1\/models$/,
      /^v1\/embeddings$/,
      /^v1\/audio\/(speech|transcriptions)$/,
      /^dashboard\/billing\/usage$/,
      /^dashboard\/billing\/subscription$/,
    ],
  },
  azure: {
    id: 'azure',
    name: 'Azure',
    // Azure has no public default: every resource has its own host, set by the user or AZURE_URL.
    defaultBaseUrl: '',
    allowedPaths: [
      /^openai\/deployments\/[\w.-]+\/(chat\/completions|images\/generations|audio\/speech|audio\/transcriptions|embeddings)$/,
      /^(openai\/)?v1\/chat\/completions$/,
    ],
  },
  google: {
    id: 'google',
    name: 'Google',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com',
    allowedPaths: [/^v1(beta)?\/models\/[\w.-]+:(streamGenerateContent|generateContent|batchEmbedContents)$/, /^v1(beta)?\/models$/],
  },
  anthropic: {
    id: 'anthropic',
    name: 'Anthropic',
    defaultBaseUrl: 'https://api.anthropic.com',
    allowedPaths: [/^v1\/messages$/],
  },
  baidu: {
    id: 'baidu',
    name: 'Baidu',
    defaultBaseUrl: 'https://aip.baidubce.com',
    allowedPaths: [/^rpc\/2\.0\/ai_custom\/v1\/wenxinworkshop\/chat\/[\w.-]+$/, /^oauth\/2\.0\/token$/],
  },
  bytedance: {
    id: 'bytedance',
    name: 'ByteDance',
    defaultBaseUrl: 'https://ark.cn-beijing.volces.com',
    allowedPaths: [/^api\/v3\/chat\/completions$/],
  },
  alibaba: {
    id: 'alibaba',
    name: 'Alibaba',
    defaultBaseUrl: 'https://dashscope.aliyuncs.com',
    allowedPaths: [/^api\/v1\/services\/aigc\/(text-generation|multimodal-generation)\/generation$/, /^compatible-mode\/v1\/embeddings$/],
  },
  tencent: {
    id: 'tencent',
    name: 'Tencent',
    defaultBaseUrl: 'https://hunyuan.tencentcloudapi.com',
    allowedPaths: [/^$/],
  },
  moonshot: {
    id: 'moonshot',
    name: 'Moonshot',
    defaultBaseUrl: 'https://api.moonshot.cn',
    allowedPaths: [/^v1\/chat\/completions$/],
  },
  iflytek: {
    id: 'iflytek',
    name: 'Iflytek',
    defaultBaseUrl: 'https://spark-api-open.xf-yun.com',
    allowedPaths: [/^v1\/chat\/completions$/],
  },
  stability: {
    id: 'stability',
    name: 'Stability',
    defaultBaseUrl: 'https://api.stability.ai',
    allowedPaths: [/^v2beta\/stable-image\/generate\/(core|ultra|sd3)$/],
  },
};

export function isAllowedPath(id: ProviderId, path: string): boolean {
  return PROVIDERS[id].allowedPaths.some((pattern) => pattern.test(path));
}

export function providerIdOf(name: ProviderName): ProviderId {
  const found = PROVIDER_IDS.find((id) => PROVIDERS[id].name === name);
  if (!found) throw new Error(`Unknown provider ${name}`);
  return found;
}
