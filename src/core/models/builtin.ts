// The models the app offers before any configuration. Names are the providers' own API ids, so an
// entry can be sent as it is; the custom-model syntax (custom.ts) adjusts this table per deployment.

import { MODEL_SORT_COUNTER_START } from '../constants/models';
import { PROVIDERS, type ProviderId } from '../providers/catalog';
import type { ModelEntry } from '../types';

const OPENAI_MODELS = [
  'gpt-3.5-turbo',
  'gpt-3.5-turbo-1106',
  'gpt-3.5-turbo-0125',
  'gpt-4',
  'gpt-4-0613',
  'gpt-4-32k',
  'gpt-4-32k-0613',
  'gpt-4-turbo',
  'gpt-4-turbo-preview',
  'gpt-4-turbo-2024-04-09',
  'gpt-4-1106-preview',
  'gpt-4-vision-preview',
  'gpt-4o',
  'gpt-4o-2024-05-13',
  'gpt-4o-2024-08-06',
  'gpt-4o-mini',
  'gpt-4o-mini-2024-07-18',
  // Speech to speech over the realtime API: a chat on one of these offers a voice call.
  'gpt-realtime',
  'gpt-realtime-mini',
  'gpt-4o-realtime-preview',
  'gpt-4o-mini-realtime-preview',
  'dall-e-3',
] as const;

/** The table, per provider, in the order the model picker shows providers. */
export const BUILTIN_MODEL_NAMES: ReadonlyArray<readonly [ProviderId, readonly string[]]> = [
  ['openai', OPENAI_MODELS],
  // Azure serves the same models under deployments that are usually named after them.
  ['azure', OPENAI_MODELS],
  [
    'google',
    ['gemini-pro', 'gemini-pro-vision', 'gemini-1.0-pro', 'gemini-1.5-pro', 'gemini-1.5-pro-latest', 'gemini-1.5-flash', 'gemini-1.5-flash-latest'],
  ],
  [
    'anthropic',
    [
      'claude-instant-1.2',
      'claude-2.0',
      'claude-2.1',
      'claude-3-haiku-20240307',
      'claude-3-sonnet-20240229',
      'claude-3-opus-20240229',
      'claude-3-5-sonnet-20240620',
    ],
  ],
  [
    'baidu',
    [
      'ernie-4.0-turbo-8k',
      'ernie-4.0-8k',
      'ernie-4.0-8k-preview',
      'ernie-4.0-8k-preview-0518',
      'ernie-4.0-8k-latest',
      'ernie-3.5-8k',
      'ernie-3.5-8k-0205',
      'ernie-speed-128k',
      'ernie-speed-8k',
      'ernie-lite-8k',
      'ernie-tiny-8k',
    ],
  ],
  ['bytedance', ['doubao-lite-4k', 'doubao-lite-32k', 'doubao-lite-128k', 'doubao-pro-4k', 'doubao-pro-32k', 'doubao-pro-128k']],
  [
    'alibaba',
    ['qwen-turbo', 'qwen-plus', 'qwen-max', 'qwen-max-0428', 'qwen-max-0403', 'qwen-max-0107', 'qwen-max-longcontext', 'qwen-vl-plus', 'qwen-vl-max'],
  ],
  [
    'tencent',
    ['hunyuan-pro', 'hunyuan-standard', 'hunyuan-lite', 'hunyuan-role', 'hunyuan-functioncall', 'hunyuan-code', 'hunyuan-vision'],
  ],
  ['moonshot', ['moonshot-v1-8k', 'moonshot-v1-32k', 'moonshot-v1-128k']],
  ['iflytek', ['general', 'generalv3', 'pro-128k', 'generalv3.5', '4.0Ultra']],
];

/** A built-in provider as model entries name it. Its sorted is its place in the table, from 1, so
 * providers keep a stable order however many models each has. */
export function builtinProvider(id: ProviderId): ModelEntry['provider'] {
  const place = BUILTIN_MODEL_NAMES.findIndex(([providerId]) => providerId === id);
  return {
    id,
    providerName: PROVIDERS[id].name,
    providerType: id,
    sorted: place === -1 ? BUILTIN_MODEL_NAMES.length + 1 : place + 1,
  };
}

/** A fresh copy of the built-in table: callers may change their copy freely. Model sorted values
 * count up from 1000 across the whole table, in table order. */
export function builtinModels(): ModelEntry[] {
  let sorted = MODEL_SORT_COUNTER_START;
  return BUILTIN_MODEL_NAMES.flatMap(([id, names]) =>
    names.map((name) => ({ name, available: true, sorted: sorted++, provider: builtinProvider(id) })),
  );
}
