// The plugins screen and a chat's plugins: a plugin is made from an OpenAPI file of a local test
// API, chosen for a chat in its input actions, and called by the fake model with the credential
// where the plugin says it goes.
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pluginDocument } from '../fakes/plugin-api.mjs';
import { snap } from './support/fixtures';
import { expect, inputActions, nonce, replyDone, send, test } from './support/chat-fixtures';


async function openPlugins(page: Page, isMobile: boolean) {
  if (isMobile) await page.goto(page.url().replace(/#.*$/, '#/'));
  await page.getByRole('button', { name: 'Discovery' }).click();
  await page.getByRole('menuitem', { name: 'Plugins' }).click();
  await expect(page.getByRole('heading', { name: 'Plugins' })).toBeVisible();
}

/** Creates a plugin from the test API's document, loaded from a file, with the given credential. */
async function createPlugin(page: Page, apiUrl: string, auth: { type: string; token: string; location?: string; header?: string }) {
  await page.getByRole('button', { name: 'New plugin' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit plugin' });
  const file = test.info().outputPath('weather.yaml');
  await writeFile(file, pluginDocument(apiUrl, ['getWeather', 'getOutage']));
  await editor.getByTestId('plugin-document-file').setInputFiles(file);
  await expect(editor.getByRole('region', { name: 'Operations' })).toContainText('Fake weather 1.0.0 · 2 methods');
  await expect(editor.getByRole('region', { name: 'Operations' }).getByRole('listitem')).toHaveText([
    'GET /weather Current weather for a place named in the query',
    'GET /outage Weather from a station that is down (answers 500)',
  ]);
  await editor.getByRole('combobox', { name: 'Authentication' }).selectOption({ label: auth.type });
  if (auth.header) await editor.getByRole('textbox', { name: 'Header name' }).fill(auth.header);
  await editor.getByLabel('Token', { exact: true }).fill(auth.token);
  if (auth.location) await editor.getByRole('combobox', { name: 'Where the token goes' }).selectOption({ label: auth.location });
  await snap(page, 'plugin-editor');
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor).toBeHidden();
}

async function chooseForChat(page: Page, isMobile: boolean) {
  await page.goto(page.url().replace(/#.*$/, '#/chat'));
  await inputActions(page).getByRole('button', { name: 'Plugins' }).click();
  const picker = page.getByRole('dialog', { name: 'Plugins of this chat' });
  await picker.getByRole('option', { name: /Fake weather/ }).click();
  await snap(page, 'plugin-chat-picker');
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(inputActions(page).getByRole('button', { name: 'Plugins: 1 on' })).toBeAttached();
  void isMobile;
}

test('a plugin made on the screen is called by the model in a chat, with its bearer token', { tag: '@phone' }, async ({ chat, pluginApi, isMobile }) => {
  await openPlugins(chat, isMobile);
  await expect(chat.getByText('No plugins yet.', { exact: false })).toBeVisible();
  await createPlugin(chat, pluginApi.url, { type: 'Bearer', token: 'bearer-secret' });
  const row = chat.getByRole('listitem', { name: 'Fake weather' });
  await expect(row).toContainText('1.0.0 · 2 methods · Bearer');
  await snap(chat, 'plugin-list');

  await chooseForChat(chat, isMobile);
  const word = nonce();
  await send(chat, `Weather in Oslo? ${word}`);
  const reply = await replyDone(chat);
  await expect(reply).toContainText('Tool said:');
  await expect(reply).toContainText('sunny');
  const call = pluginApi.calls.find((entry) => (entry.query.query ?? '').includes(word));
  expect(call?.headers.authorization).toBe('Bearer bearer-secret');
});

test('a custom credential goes where the plugin says: a named header, or the query', async ({ chat, pluginApi, isMobile }) => {
  await openPlugins(chat, isMobile);
  await createPlugin(chat, pluginApi.url, { type: 'Custom', header: 'X-Weather-Key', token: 'custom-secret', location: 'Query' });
  await chooseForChat(chat, isMobile);
  const word = nonce();
  await send(chat, `Weather in Rome? ${word}`);
  await expect(await replyDone(chat)).toContainText('Tool said:');
  const call = pluginApi.calls.find((entry) => (entry.query.query ?? '').includes(word));
  expect(call?.query['X-Weather-Key']).toBe('custom-secret');
  expect(call?.headers.authorization).toBeUndefined();
});

test('an invalid document shows a translated format error with the parser\'s position', async ({ chat, isMobile }) => {
  await openPlugins(chat, isMobile);
  await chat.getByRole('button', { name: 'New plugin' }).click();
  const editor = chat.getByRole('dialog', { name: 'Edit plugin' });
  await editor.getByRole('textbox', { name: 'OpenAPI document (JSON or YAML)' }).fill('openapi: 3.0.1\npaths:\n  /a: [unclosed');
  await expect(editor.getByRole('alert')).toContainText('Format error: it is neither JSON nor YAML.');
  await expect(editor.getByRole('alert')).toContainText(/line \d+, column \d+/);
  await editor.getByRole('textbox', { name: 'OpenAPI document (JSON or YAML)' }).fill('swagger: "2.0"\npaths: {}');
  await expect(editor.getByRole('alert')).toContainText('only OpenAPI 3 documents are supported');
  await snap(chat, 'plugin-editor-error');
});

test('switched off, deleted with undo, exported and imported', async ({ chat, pluginApi, isMobile }) => {
  await openPlugins(chat, isMobile);
  await createPlugin(chat, pluginApi.url, { type: 'Bearer', token: 't' });
  const row = chat.getByRole('listitem', { name: 'Fake weather' });
  await row.getByRole('switch', { name: 'Use Fake weather' }).click();
  await expect(row.getByRole('switch', { name: 'Use Fake weather' })).not.toBeChecked();

  const [download] = await Promise.all([chat.waitForEvent('download'), chat.getByRole('button', { name: 'Export' }).click()]);
  const exported = test.info().outputPath('plugins.json');
  await download.saveAs(exported);

  await row.getByRole('button', { name: 'Delete' }).click();
  await chat.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
  await chat.getByRole('button', { name: 'Undo' }).click();
  await expect(chat.getByRole('listitem', { name: 'Fake weather' })).toHaveCount(1);

  await chat.getByTestId('plugin-import-file').setInputFiles(exported);
  await expect(chat.getByText('1 plugin imported')).toBeVisible();
  await expect(chat.getByRole('listitem', { name: 'Fake weather' })).toHaveCount(2);
  await chat.getByTestId('plugin-import-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('[{"name":"not a plugin"}]') });
  await expect(chat.getByText('Failed to import from file')).toBeVisible();
  await expect(chat.getByRole('listitem', { name: 'Fake weather' })).toHaveCount(2);
});
