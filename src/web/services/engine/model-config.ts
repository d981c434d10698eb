import i18next from 'i18next';
import type { TemplateVariables } from '../../../core/chat/template';
import { knowledgeCutoff } from '../../../core/models';
import type { ModelConfig } from '../../../core/types';

export function templateVariables(config: ModelConfig, input: string): TemplateVariables {
  return {
    ServiceProvider: config.providerName,
    cutoff: knowledgeCutoff(config.model),
    model: config.model,
    time: new Date().toString(),
    lang: i18next.language,
    input,
  };
}
