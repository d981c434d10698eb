// The access page (/auth), the administrator's options and the fast link, each against a server
// started with the environment that turns the option on.
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';

async function withServer(env: Record<string, string>, run: (server: RunningServer) => Promise<void>) {
  const server = await startServer(env);
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#loading')).toHaveCount(0);
}

test('with an access code: Confirm keeps the code and opens the chat', { tag: '@phone' }, async ({ page }) => {
  await withServer({ CODE: 'letmein' }, async (server) => {
    await open(page, `${server.url}/#/auth`);
    await expect(page.getByRole('heading', { name: 'Access code required' })).toBeVisible();
    await expect(page.getByText('The administrator has enabled access control')).toBeVisible();
    await expect(page.getByLabel('OpenAI API key')).toBeVisible();
    await expect(page.getByLabel('Google API key')).toBeVisible();
    await snap(page, 'auth-page');
    await page.getByLabel('Enter the access code here').fill('letmein');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/#\/chat$/);
    await waitForStoredSetting(page, 'access', '"accessCode":"letmein"');
    await page.goto(`${server.url}/#/settings`);
    await expect(page.getByRole('textbox', { name: 'Access code' })).toHaveValue('letmein');
  });
});

test('Later clears the OpenAI key and the code and goes home', async ({ page }) => {
  await withServer({ CODE: 'letmein' }, async (server) => {
    await open(page, `${server.url}/#/auth`);
    await page.getByLabel('Enter the access code here').fill('wrong');
    await page.getByLabel('OpenAI API key').fill('sk-mine');
    await page.getByLabel('Google API key').fill('g-mine');
    await waitForStoredSetting(page, 'access', '"googleApiKey":"g-mine"');
    await page.getByRole('button', { name: 'Later' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await waitForStoredSetting(page, 'access', '"accessCode":""');
    await waitForStoredSetting(page, 'access', '"openaiApiKey":""');
    await waitForStoredSetting(page, 'access', '"googleApiKey":"g-mine"');
  });
});

test('without an access code the access page says none is needed and leads to the chat', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/#/auth');
  await expect(page.getByRole('heading', { name: 'No access code needed' })).toBeVisible();
  await expect(page.getByText('This server asks for no access code: you can start chatting right away.')).toBeVisible();
  await expect(page.getByText('The administrator has enabled access control')).toHaveCount(0);
  await expect(page.getByLabel('Enter the access code here')).toHaveCount(0);
  await snap(page, 'auth-page-open');
  await page.getByRole('button', { name: 'Start chatting' }).click();
  await expect(page).toHaveURL(/#\/chat$/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
});

test('without an access code the settings ask for none', async ({ page }) => {
  await open(page, '/#/settings');
  await expect(page.getByRole('switch', { name: 'Custom endpoint' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Access code' })).toHaveCount(0);
});

test('hidden user keys: no key fields on the access page or in settings', async ({ page }) => {
  await withServer({ CODE: 'letmein', HIDE_USER_API_KEY: '1' }, async (server) => {
    await open(page, `${server.url}/#/auth`);
    await expect(page.getByLabel('Enter the access code here')).toBeVisible();
    await expect(page.getByLabel('OpenAI API key')).toHaveCount(0);
    await expect(page.getByLabel('Google API key')).toHaveCount(0);
    await page.goto(`${server.url}/#/settings`);
    await expect(page.getByText('The administrator manages the provider keys')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Custom endpoint' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Access code' })).toBeVisible();
  });
});

test('disabled GPT-4: the picker offers no GPT-4 model but keeps gpt-4o-mini', async ({ page }) => {
  await withServer({ DISABLE_GPT4: '1' }, async (server) => {
    await open(page, `${server.url}/#/settings`);
    const model = page.getByRole('combobox', { name: 'Model', exact: true });
    await expect(model.locator('option[value="gpt-4o-mini@OpenAI"]')).toHaveCount(1);
    await expect(model.locator('option[value="gpt-4o@OpenAI"]')).toHaveCount(0);
    await expect(model.locator('option[value^="gpt-4-turbo@"]')).toHaveCount(0);
  });
});

test.describe('fast link', () => {
  test('a code is filled in only after the confirmation', async ({ page }) => {
    await open(page, '/?code=from-link#/');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('A link set the access code to from-link');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await waitForStoredSetting(page, 'access', '"accessCode":"from-link"');
    expect(page.url()).not.toContain('code=');
  });

  test('declining applies nothing', async ({ page }) => {
    const settings = encodeURIComponent(JSON.stringify({ key: 'sk-from-link-1234', url: 'https://relay.example.com' }));
    await open(page, `/#/?settings=${settings}`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('API key: sk-f…1234');
    await expect(dialog).toContainText('Endpoint: https://relay.example.com');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/#/settings');
    await page.getByRole('switch', { name: 'Custom endpoint' }).click();
    await expect(page.getByRole('textbox', { name: 'API key' })).toHaveValue('');
  });

  test('preset settings are applied after the confirmation', async ({ page }) => {
    const settings = encodeURIComponent(JSON.stringify({ key: 'sk-from-link-1234', url: 'https://relay.example.com' }));
    await open(page, `/#/?settings=${settings}`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
    await waitForStoredSetting(page, 'access', '"openaiApiKey":"sk-from-link-1234"');
    await page.goto('/#/settings');
    await expect(page.getByRole('textbox', { name: 'Endpoint address' })).toHaveValue('https://relay.example.com');
  });

  test('a second link opened in the tab that is already open is offered like the first', async ({ page }) => {
    const link = (key: string) => `/#/?settings=${encodeURIComponent(JSON.stringify({ key }))}`;
    await open(page, link('sk-first-link-1111'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
    await waitForStoredSetting(page, 'access', '"openaiApiKey":"sk-first-link-1111"');
    // A mark on the page tells that the second link reached the same page rather than a new load.
    await page.evaluate(() => Object.assign(window, { sameTab: true }));
    await page.goto(link('sk-second-link-2222'));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('API key: sk-s…2222');
    expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(true);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await waitForStoredSetting(page, 'access', '"openaiApiKey":"sk-second-link-2222"');
    expect(page.url()).not.toContain('settings=');
  });

  test('an unusable link is refused without asking', async ({ page }) => {
    const settings = encodeURIComponent(JSON.stringify({ url: 'javascript:alert(1)' }));
    await open(page, `/#/?settings=${settings}`);
    await expect(page.getByText('The link carried settings that cannot be used')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('disabled by the administrator: no offer', async ({ page }) => {
    await withServer({ DISABLE_FAST_LINK: '1' }, async (server) => {
      // The offer loads its module, then asks the server whether links are allowed: the test waits
      // for that answer rather than for a guessed time. Going ahead, the offer would ask for the
      // dialogs' module at once (in the same task as reading the answer), so none may be requested.
      const loaded: string[] = [];
      page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
      const offerAnswered = page.waitForResponse(
        (response) => response.url().endsWith('/api/config') && loaded.some((path) => /\/fast-link-offer-[^/]*\.js$/.test(path)),
      );
      await open(page, `${server.url}/?code=from-link#/settings`);
      await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      await offerAnswered;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(loaded.filter((path) => path.includes('dialog-components'))).toEqual([]);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(page.url()).not.toContain('code=');
    });
  });
});
