import { Hono } from 'hono';
import { publicGroups } from '../../core/models/groups';
import type { ClientConfig } from '../../core/types';
import type { ServerConfig } from '../config';
import { configuredSearchServices } from '../web-search/services';

/** What the client needs to know at start-up. Never a key, never an access code, never a group's
 * token. */
function clientConfigOf(config: ServerConfig): ClientConfig {
  return {
    needCode: config.accessCodes.length > 0,
    hideUserApiKey: config.hideUserApiKey,
    hideBalanceQuery: config.hideBalanceQuery,
    disableGPT4: config.disableGPT4,
    disableFastLink: config.disableFastLink,
    customModels: config.customModels,
    defaultModel: config.defaultModel,
    groups: publicGroups(config.groups),
    // Sharing always works: through the configured service, or kept by this server.
    shareEnabled: true,
    updateUrl: config.updateUrl,
    webSearchProviders: configuredSearchServices(config),
  };
}

export function configRoutes(config: ServerConfig): Hono {
  const routes = new Hono();
  const body = clientConfigOf(config);
  routes.get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return routes;
}
