import { PROVIDER_IDS, PROVIDERS } from '../providers/catalog';
import type { ProviderName } from '../types';
import { builtinModels } from './builtin';
import { applyCustomModels } from './custom';

export interface ModelChoice {
  model: string;
  providerName: ProviderName;
}

const PROVIDER_NAMES = new Set<string>(PROVIDER_IDS.map((id) => PROVIDERS[id].name));

/** The administrator's DEFAULT_MODEL (name or name@provider), resolved against the model table
 * with CUSTOM_MODELS applied; unknown or disabled models give nothing. A custom model on the
 * OpenAI-style route is sent to the OpenAI provider. */
export function resolveDefaultModel(customModels: string, defaultModel: string): ModelChoice | undefined {
  if (!defaultModel.trim()) return undefined;
  const entry = applyCustomModels(builtinModels(), customModels, defaultModel).find((model) => model.isDefault);
  if (!entry) return undefined;
  const providerName = PROVIDER_NAMES.has(entry.provider.providerName) ? (entry.provider.providerName as ProviderName) : 'OpenAI';
  return { model: entry.name, providerName };
}
