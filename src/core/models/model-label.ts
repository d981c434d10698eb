import type { ModelConfig, PublicProviderGroup } from '../types';

/** The name a user picked a model by: a category's display name for a provider group's model, the
 * model's own name otherwise. */
export function modelLabel(config: Pick<ModelConfig, 'model' | 'group'>, groups: readonly PublicProviderGroup[]): string {
  if (config.group === undefined) return config.model;
  return groups[config.group]?.models.find((entry) => entry.name === config.model)?.displayName ?? config.model;
}
