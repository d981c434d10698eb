// The model-list syntax (custom-syntax.ts) applied to the model table: an unknown name creates an
// entry of providerType "custom", and later entries win over earlier ones.

import { MODEL_SORT_OFFSET_START } from '../constants/models';
import { PROVIDER_IDS, PROVIDERS, type ProviderId } from '../providers/catalog';
import type { ModelEntry } from '../types';
import { builtinProvider } from './builtin';
import { parseCustomModels, splitModelProvider, type CustomModelRule } from './custom-syntax';

const CUSTOM_PROVIDER_TYPE = 'custom';
const ALL = 'all';

/** Providers are named either by id ("azure") or by name ("Azure"), in any case. */
function providerMatches(entry: ModelEntry, provider: string | undefined): boolean {
  if (provider === undefined) return true;
  const wanted = provider.toLowerCase();
  return entry.provider.id.toLowerCase() === wanted || entry.provider.providerName.toLowerCase() === wanted;
}

function knownProviderId(provider: string): ProviderId | undefined {
  const wanted = provider.toLowerCase();
  return PROVIDER_IDS.find((id) => id === wanted || PROVIDERS[id].name.toLowerCase() === wanted);
}

/** Sort values for created entries: one counter per call, from -1000, so the result depends only
 * on the input (no module-level state shared between calls or users). */
function createSequence() {
  let next = MODEL_SORT_OFFSET_START;
  const seen = new Map<string, number>();
  return (key: string): number => {
    const known = seen.get(key);
    if (known !== undefined) return known;
    seen.set(key, next);
    return next++;
  };
}

function customProvider(
  rule: CustomModelRule,
  models: readonly ModelEntry[],
  sequence: (key: string) => number,
): ModelEntry['provider'] {
  // Without "@provider" the model goes through the OpenAI-style route, the one every relay and most
  // self-hosted servers speak; a known provider keeps its place so its models stay together.
  const known = rule.provider === undefined ? 'openai' : knownProviderId(rule.provider);
  if (known) return { ...builtinProvider(known), providerType: CUSTOM_PROVIDER_TYPE };
  const name = rule.provider ?? '';
  const id = name.toLowerCase();
  // A provider already in the list keeps the name and place it was first given.
  const existing = models.find((entry) => entry.provider.id === id);
  if (existing) return { ...existing.provider };
  return { id, providerName: name, providerType: CUSTOM_PROVIDER_TYPE, sorted: sequence(`provider:${id}`) };
}

function applyRule(models: ModelEntry[], rule: CustomModelRule, sequence: (key: string) => number): void {
  if (rule.name.toLowerCase() === ALL) {
    for (const entry of models) {
      if (providerMatches(entry, rule.provider)) entry.available = rule.available;
    }
    return;
  }
  const matches = models.filter((entry) => entry.name === rule.name && providerMatches(entry, rule.provider));
  for (const entry of matches) {
    entry.available = rule.available;
    if (rule.displayName) entry.displayName = rule.displayName;
  }
  if (matches.length > 0) return;

  const provider = customProvider(rule, models, sequence);
  const created: ModelEntry = {
    name: rule.name,
    available: rule.available,
    sorted: sequence(`model:${rule.name}@${provider.id}`),
    provider,
  };
  if (rule.displayName) created.displayName = rule.displayName;
  models.push(created);
}

/** Marks the default model: "name@provider" picks that entry, a bare name the first available entry
 * of that name. A default that is disabled or missing marks nothing, so the app's own default holds. */
export function markDefaultModel(models: readonly ModelEntry[], defaultModel: string): ModelEntry[] {
  const [name, provider] = splitModelProvider(defaultModel.trim());
  const chosen = models.find((entry) => entry.available && entry.name === name && providerMatches(entry, provider));
  return models.map((entry) => {
    const copy: ModelEntry = { ...entry, provider: { ...entry.provider } };
    delete copy.isDefault;
    if (entry === chosen) copy.isDefault = true;
    return copy;
  });
}

/** A new model list: the given one with the syntax applied, and the default marked when one is
 * given (an empty default leaves existing marks alone). The input is not changed. */
export function applyCustomModels(models: readonly ModelEntry[], customModels: string, defaultModel?: string): ModelEntry[] {
  const result = models.map((entry) => ({ ...entry, provider: { ...entry.provider } }));
  const sequence = createSequence();
  for (const rule of parseCustomModels(customModels)) applyRule(result, rule, sequence);
  return defaultModel && defaultModel.trim() ? markDefaultModel(result, defaultModel) : result;
}

/** The entries offered in the picker: available ones, in sort order (provider first, then model). */
export function availableModels(models: readonly ModelEntry[]): ModelEntry[] {
  return models
    .filter((entry) => entry.available)
    .sort((a, b) => a.provider.sorted - b.provider.sorted || a.sorted - b.sorted);
}
