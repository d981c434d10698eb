import { useEffect } from 'react';
import { DEFAULT_CHAT_MODEL } from '../../core/constants/models';
import type { ClientConfig } from '../../core/types';
import { useAccessStore } from '../stores/access-store';
import { callOut } from '../services/http/page-call-out';
import { markServerConfigApplied } from '../services/server-config-ready';
import { useConfigStore } from '../stores/config-store';

/** The administrator's DEFAULT_MODEL replaces the built-in default for users who never chose a
 * model; a model the user picked is theirs. The model table loads only when there is a default. */
async function adoptServerDefaultModel(config: ClientConfig): Promise<void> {
  const { modelConfig, updateModelConfig } = useConfigStore.getState();
  if (modelConfig.model !== DEFAULT_CHAT_MODEL || modelConfig.providerName !== 'OpenAI') return;
  const { resolveDefaultModel } = await import('../../core/models/default-model');
  const choice = resolveDefaultModel(config.customModels, config.defaultModel);
  if (choice) updateModelConfig(choice);
}

/** Fetches what the server allows (access code needed, hidden key fields …) once at start. A
 * failure is only logged: the app still works with the user's own keys. */
export function useServerConfig(): void {
  useEffect(() => {
    const controller = new AbortController();
    callOut('./api/config', {}, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
        const config = (await response.json()) as ClientConfig;
        useAccessStore.getState().applyServerConfig(config);
        if (config.defaultModel) await adoptServerDefaultModel(config);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the server configuration', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) markServerConfigApplied();
      });
    return () => controller.abort();
  }, []);
}
