// The model picker's choices: the built-in table with the provider's fetched list, the user's and
// the administrator's model-list syntax applied (the administrator's last, so it wins), GPT-4
// hidden when the administrator disabled it, and the six provider groups under their categories.

import {
  applyCustomModels,
  availableModels,
  builtinModels,
  disableGpt4Models,
  groupModelEntries,
  unreachableCategories,
} from '../../../core/models';
import { parseCustomModels } from '../../../core/models/custom-syntax';
import { PROVIDER_IDS, PROVIDERS } from '../../../core/providers/catalog';
import type { ModelConfig, ProviderName, PublicProviderGroup } from '../../../core/types';

export interface ModelSources {
  userCustomModels: string;
  serverCustomModels: string;
  disableGPT4: boolean;
  groups: readonly PublicProviderGroup[];
  /** Ids fetched from the provider's model list, when the user asked for them. */
  fetched?: readonly string[];
}

interface ModelOption {
  value: string;
  label: string;
}

/** A category's choice, with the model and provider it runs. */
interface CategoryOption extends ModelOption {
  model: string;
  provider: ProviderName;
}

interface ModelOptionGroup {
  label: string;
  options: ModelOption[];
}

export type ModelChoice = Pick<ModelConfig, 'model' | 'providerName' | 'group'>;

const PROVIDER_NAMES = new Set<string>(PROVIDER_IDS.map((id) => PROVIDERS[id].name));
const GROUP_PREFIX = 'group-';

/** A custom provider speaks the OpenAI-style format (the only one a relay can be assumed to). */
function knownProviderName(name: string): ProviderName {
  return PROVIDER_NAMES.has(name) ? (name as ProviderName) : 'OpenAI';
}

/** "model@providerName" for a table model, "model@group-<index>" for a group's. */
export function optionValue(choice: ModelChoice): string {
  return choice.group === undefined ? `${choice.model}@${choice.providerName}` : `${choice.model}@${GROUP_PREFIX}${choice.group}`;
}

export function choiceOf(value: string, groups: readonly PublicProviderGroup[]): ModelChoice | undefined {
  const at = value.lastIndexOf('@');
  if (at <= 0) return undefined;
  const model = value.slice(0, at);
  const target = value.slice(at + 1);
  if (target.startsWith(GROUP_PREFIX)) {
    const index = Number(target.slice(GROUP_PREFIX.length));
    const group = groups[index];
    if (!Number.isInteger(index) || !group) return undefined;
    return { model, providerName: PROVIDERS[group.provider].name, group: index };
  }
  return { model, providerName: knownProviderName(target) };
}

export interface ModelOptions {
  /** The provider groups' models, named by their categories (the names most users pick by). */
  categories: CategoryOption[];
  /** The categories left out because the server cannot reach their group, by name. */
  unreachable: string[];
  providers: ModelOptionGroup[];
}

export function modelOptions(sources: ModelSources): ModelOptions {
  const fetched = (sources.fetched ?? []).join(',');
  let models = applyCustomModels(builtinModels(), fetched);
  models = applyCustomModels(models, [sources.userCustomModels, sources.serverCustomModels].filter(Boolean).join(','));
  if (sources.disableGPT4) models = disableGpt4Models(models);

  // "-all" (not undone by a later "+all") takes the categories away too.
  const rules = parseCustomModels([sources.userCustomModels, sources.serverCustomModels].filter(Boolean).join(','));
  const allRule = rules.filter((rule) => rule.name === 'all' && rule.provider === undefined).at(-1);
  const allOff = allRule?.available === false;
  const categories = (allOff ? [] : groupModelEntries(sources.groups)).map((entry) => ({
    value: optionValue({ model: entry.name, providerName: 'OpenAI', group: entry.type }),
    label: entry.displayName ?? entry.name,
    model: entry.name,
    provider: PROVIDERS[sources.groups[entry.type]?.provider ?? 'openai'].name,
  }));
  const unreachable = allOff ? [] : unreachableCategories(sources.groups);

  const seen = new Set<string>();
  const byProvider = new Map<string, ModelOption[]>();
  for (const entry of availableModels(models)) {
    const value = optionValue({ model: entry.name, providerName: knownProviderName(entry.provider.providerName) });
    // "x" and "x@some-relay" both go the OpenAI-style way: one choice, not two that do the same.
    if (seen.has(value)) continue;
    seen.add(value);
    const options = byProvider.get(entry.provider.providerName) ?? [];
    options.push({ value, label: entry.displayName ?? entry.name });
    byProvider.set(entry.provider.providerName, options);
  }
  return { categories, unreachable, providers: [...byProvider].map(([label, options]) => ({ label, options })) };
}
