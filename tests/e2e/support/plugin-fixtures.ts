// The chat fixtures plus a small plugin API per worker (tests/fakes/plugin-api.mjs), for the tests
// in which the fake model calls a plugin.
import { createPluginApi, type PluginApi } from '../../fakes/plugin-api.mjs';
import { test as chatTest } from './chat-fixtures';

export const test = chatTest.extend<object, { pluginApi: PluginApi & { url: string } }>({
  pluginApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const api = createPluginApi();
      const { url } = await api.listen();
      await use(Object.assign(api, { url }));
      await api.close();
    },
    { scope: 'worker' },
  ],
});
