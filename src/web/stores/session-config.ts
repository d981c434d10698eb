import type { ModelConfig, SessionMeta } from '../../core/types';
import { useConfigStore } from './config-store';

/** A mask that follows the global settings uses them; otherwise it keeps its own. */
export function modelConfigOf(session: SessionMeta): ModelConfig {
  return session.mask.syncGlobalConfig === false ? session.mask.modelConfig : useConfigStore.getState().modelConfig;
}
