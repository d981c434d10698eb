// Which access settings each provider's form shows (part 2 section 3 "Access settings").

import type { UserAccessSettings } from '../../../core/schemas';
import type { ProviderName } from '../../../core/types';

type FieldKind = 'url' | 'secret' | 'text' | 'safety';
type FieldLabel = 'endpoint' | 'apiKey' | 'apiVersion' | 'secretKey' | 'secretId' | 'apiSecret' | 'safety';

export interface ProviderField {
  key: keyof UserAccessSettings & string;
  kind: FieldKind;
  label: FieldLabel;
}

const url = (key: ProviderField['key']): ProviderField => ({ key, kind: 'url', label: 'endpoint' });
const secret = (key: ProviderField['key'], label: FieldLabel = 'apiKey'): ProviderField => ({ key, kind: 'secret', label });
const version = (key: ProviderField['key']): ProviderField => ({ key, kind: 'text', label: 'apiVersion' });

export const PROVIDER_FIELDS: Readonly<Record<ProviderName, readonly ProviderField[]>> = {
  OpenAI: [url('openaiUrl'), secret('openaiApiKey')],
  Azure: [url('azureUrl'), secret('azureApiKey'), version('azureApiVersion')],
  Google: [url('googleUrl'), secret('googleApiKey'), version('googleApiVersion'), { key: 'googleSafetySettings', kind: 'safety', label: 'safety' }],
  Anthropic: [url('anthropicUrl'), secret('anthropicApiKey'), version('anthropicApiVersion')],
  Baidu: [url('baiduUrl'), secret('baiduApiKey'), secret('baiduSecretKey', 'secretKey')],
  ByteDance: [url('bytedanceUrl'), secret('bytedanceApiKey')],
  Alibaba: [url('alibabaUrl'), secret('alibabaApiKey')],
  Tencent: [url('tencentUrl'), secret('tencentSecretId', 'secretId'), secret('tencentSecretKey', 'secretKey')],
  Moonshot: [url('moonshotUrl'), secret('moonshotApiKey')],
  Stability: [url('stabilityUrl'), secret('stabilityApiKey')],
  Iflytek: [url('iflytekUrl'), secret('iflytekApiKey'), secret('iflytekApiSecret', 'apiSecret')],
};

export const PROVIDER_NAMES = Object.keys(PROVIDER_FIELDS) as ProviderName[];
