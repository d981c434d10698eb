import i18next from 'i18next';
import type { TemplateVariables } from '../../../core/chat/template';
import { knowledgeCutoff } from '../../../core/models';
import type { ModelConfig, SessionMeta } from '../../../core/types';
import { useConfigStore } from '../../stores/config-store';

/** A mask that follows the global settings uses them; otherwise it keeps its own. */
export function modelConfigOf(session: SessionMeta): ModelConfig {
  return session.mask.syncGlobalConfig === false ? session.mask.modelConfig : useConfigStore.getState().modelConfig;
}

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
