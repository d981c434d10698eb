// Usage check and the provider's model list, against the fake OpenAI behind the server.
import { fakeEnv, startFake } from '../fakes/harness';
import type { FakeProviders } from '../fakes/server.mjs';
import { startServer, type RunningServer } from './support/server';
import { errors } from '../../src/web/i18n/resources/en/errors';
import { expect, snap, test } from './support/fixtures';

let fake: FakeProviders & { url: string };
test.beforeAll(async () => {
  fake = await startFake();
});
test.afterAll(async () => {
  await fake.close();
});

async function withServer(env: Record<string, string>, run: (server: RunningServer) => Promise<void>) {
  const server = await startServer(env);
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}

test('the balance shows this month’s use and the subscription', async ({ page }) => {
  await withServer(fakeEnv(fake.url), async (server) => {
    await page.goto(`${server.url}/#/settings`);
    await expect(page.getByText('Used this month $12.35, subscription $120')).toBeVisible();
  });
});

test('the balance query can be hidden by the administrator', async ({ page }) => {
  await withServer({ ...fakeEnv(fake.url), HIDE_BALANCE_QUERY: '1' }, async (server) => {
    await page.goto(`${server.url}/#/settings`);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Account balance')).toHaveCount(0);
  });
});

test('the provider’s model list is merged on request', async ({ page }) => {
  await withServer({ ...fakeEnv(fake.url), CUSTOM_MODELS: '-gpt-4o' }, async (server) => {
    await page.goto(`${server.url}/#/settings`);
    const model = page.getByRole('combobox', { name: 'Model', exact: true });
    await expect(model.locator('option[value="gpt-4o@OpenAI"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Fetch models' }).click();
    await expect(page.getByText('2 models from the provider added to the list')).toBeVisible();
    // The administrator's list still wins over what the provider offers.
    await expect(model.locator('option[value="gpt-4o@OpenAI"]')).toHaveCount(0);
    await expect(model.locator('option[value="gpt-4o-mini@OpenAI"]')).toHaveCount(1);
  });
});

test('a model list the server refuses says why in the catalogue’s words, not as a status @phone', async ({ page }) => {
  await withServer({ ...fakeEnv(fake.url), CODE: 'letmein' }, async (server) => {
    await page.goto(`${server.url}/#/settings`);
    await page.getByRole('button', { name: 'Fetch models' }).click();
    const toast = page.getByText(/^Could not fetch the model list: /);
    await expect(toast).toContainText(errors.unauthorizedNoKey);
    await expect(toast).not.toContainText('HTTP 401');
    await snap(page, 'model-list-refused');
  });
});
