// The mask page: built-in masks from public/masks.json, search and language filter, create and
// edit, clone, delete, download, import from a file and share links.
import type { Page } from '@playwright/test';
import { expect, snap, test } from './support/fixtures';
import { reloadSettled } from '../support/app-storage.mjs';

const rows = (page: Page) => page.getByRole('list', { name: 'Masks' }).getByRole('listitem');
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function openMasks(page: Page) {
  await page.goto('/#/chat/masks');
  await expect(page.locator('#loading')).toHaveCount(0);
  await expect(row(page, 'Code Reviewer')).toBeVisible();
}

function maskJson(name: string) {
  return {
    id: 'shared-1',
    name,
    avatar: '🦜',
    context: [{ id: 'c1', date: 1, role: 'system', content: 'Repeat everything twice.' }],
    modelConfig: {
      model: 'gpt-4o-mini',
      providerName: 'OpenAI',
      temperature: 0.3,
      top_p: 1,
      max_tokens: 2000,
      presence_penalty: 0,
      frequency_penalty: 0,
      sendMemory: true,
      historyMessageCount: 4,
      compressMessageLengthThreshold: 1000,
      enableInjectSystemPrompts: true,
      template: '{{input}}',
      size: '1024x1024',
      quality: 'standard',
      style: 'vivid',
    },
    createdAt: 1,
    builtin: false,
    syncGlobalConfig: false,
  };
}

test('built-in masks are listed, searched and filtered by language', { tag: '@phone' }, async ({ app }) => {
  await openMasks(app);
  expect(await rows(app).count()).toBeGreaterThanOrEqual(36);
  await snap(app, 'masks-list');
  await app.getByRole('searchbox', { name: 'Search masks' }).fill('translat');
  await expect(row(app, 'Translator')).toBeVisible();
  await expect(row(app, 'Code Reviewer')).toHaveCount(0);
  await app.getByRole('searchbox', { name: 'Search masks' }).fill('');
  await app.getByRole('combobox', { name: 'Language' }).selectOption('tw');
  await expect(row(app, '中英互譯')).toBeVisible();
  await expect(row(app, 'Translator')).toHaveCount(0);
  await expect(rows(app)).toHaveCount(12);
});

test('a built-in mask opens read-only; a new mask is edited in place', { tag: '@phone' }, async ({ app }) => {
  await openMasks(app);
  await row(app, 'Code Reviewer').getByRole('button', { name: 'View' }).click();
  const view = app.getByRole('dialog', { name: 'View mask' });
  await expect(view.getByText('cannot be edited')).toBeVisible();
  await expect(view.getByRole('textbox', { name: 'Message 1' })).not.toBeEditable();
  await view.getByRole('button', { name: 'Done' }).click();

  await app.getByRole('button', { name: 'Create' }).click();
  const editor = app.getByRole('dialog', { name: 'Edit mask' });
  await editor.getByRole('textbox', { name: 'Mask name' }).fill('Pirate');
  // The avatar is an emoji picker, as in Settings.
  await editor.getByRole('button', { name: 'Avatar' }).click();
  await app.getByRole('group', { name: 'Choose an avatar' }).getByRole('button', { name: '🦊' }).click();
  await expect(editor.getByRole('button', { name: 'Avatar' })).toHaveText('🦊');
  await editor.getByRole('button', { name: 'Add message' }).click();
  await editor.getByRole('textbox', { name: 'Message 1' }).fill('Answer like a pirate.');
  await editor.getByRole('button', { name: 'Add message' }).click();
  await editor.getByRole('textbox', { name: 'Message 2' }).fill('Ahoy?');
  await editor.getByRole('button', { name: 'Move message 2 up' }).click();
  await expect(editor.getByRole('textbox', { name: 'Message 1' })).toHaveValue('Ahoy?');
  await expect(editor.getByRole('combobox', { name: 'Role 1' })).toHaveValue('user');
  await editor.getByRole('button', { name: 'Delete message 1' }).click();
  await expect(editor.getByRole('textbox', { name: 'Message 1' })).toHaveValue('Answer like a pirate.');

  // A new mask follows the global settings; its own settings show once that is off, and turning
  // it back on asks first.
  const useGlobal = editor.getByRole('switch', { name: 'Use global settings' });
  await expect(useGlobal).toBeChecked();
  await useGlobal.click();
  await expect(useGlobal).not.toBeChecked();
  await editor.getByRole('spinbutton', { name: 'Temperature' }).fill('5');
  await editor.getByRole('spinbutton', { name: 'Temperature' }).press('Tab');
  await expect(editor.getByRole('spinbutton', { name: 'Temperature' })).toHaveValue('2');
  // The model is picked from the chat's own list, by the name the user knows it by.
  await editor.getByRole('button', { name: /^Model gpt-4o-mini/ }).click();
  await app.getByRole('dialog', { name: 'Model' }).getByRole('option', { name: /^gpt-4o\b(?!-mini)/ }).first().click();
  await expect(editor.getByRole('button', { name: /^Model gpt-4o$/ })).toBeVisible();
  await snap(app, 'mask-editor');
  await useGlobal.click();
  await app.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(useGlobal).not.toBeChecked();
  await useGlobal.click();
  await app.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(useGlobal).toBeChecked();
  await editor.getByRole('button', { name: 'Done' }).click();

  await expect(row(app, 'Pirate')).toContainText(/1 preset message(?!s)/);
  await reloadSettled(app);
  await expect(row(app, 'Pirate')).toBeVisible();
});

test('clone and delete with confirmation', async ({ app }) => {
  await openMasks(app);
  await row(app, 'Travel Planner').getByRole('button', { name: 'Clone' }).click();
  const editor = app.getByRole('dialog', { name: 'Edit mask' });
  await expect(editor.getByRole('textbox', { name: 'Mask name' })).toHaveValue('Travel Planner (copy)');
  await expect(editor.getByRole('textbox', { name: 'Message 1' })).toBeEditable();
  await editor.getByRole('button', { name: 'Done' }).click();
  const clone = row(app, 'Travel Planner (copy)');
  await clone.getByRole('button', { name: 'Delete' }).click();
  await app.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(clone).toBeVisible();
  await clone.getByRole('button', { name: 'Delete' }).click();
  await app.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(clone).toHaveCount(0);
  await expect(row(app, 'Travel Planner')).toBeVisible();
});

test('a mask downloads as JSON and imports back; a bad file changes nothing', async ({ app }) => {
  await openMasks(app);
  const downloading = app.waitForEvent('download');
  await row(app, 'Home Cook').getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Home Cook.json');
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const mask = JSON.parse(text) as { name: string; builtin: boolean; context: unknown[] };
  expect(mask.name).toBe('Home Cook');
  expect(mask.context.length).toBeGreaterThan(1);

  const before = await rows(app).count();
  const input = app.getByTestId('mask-import-file');
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"name": 3}') });
  await expect(app.getByText('Failed to import from file')).toBeVisible();
  await expect(rows(app)).toHaveCount(before);

  await input.setInputFiles({ name: 'cook.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...mask, name: 'My Cook' })) });
  await expect(app.getByText('Imported 1 mask')).toBeVisible();
  await expect(row(app, 'My Cook')).toContainText(`${mask.context.length} preset message`);
  await expect(row(app, 'My Cook').getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(input).toHaveAttribute('accept', 'application/json');
});

test('a share link offers to add the mask, and adds it after confirmation', async ({ app, server }) => {
  const payload = Buffer.from(JSON.stringify(maskJson('Parrot'))).toString('base64url');
  await app.goto(`${server.url}/?mask=${payload}#/chat/masks`);
  const confirm = app.getByRole('alertdialog');
  await expect(confirm).toContainText('Parrot');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(app.getByRole('dialog', { name: 'Edit mask' }).getByRole('textbox', { name: 'Mask name' })).toHaveValue('Parrot');
  await app.getByRole('dialog', { name: 'Edit mask' }).getByRole('button', { name: 'Done' }).click();
  await expect(row(app, 'Parrot')).toBeVisible();
  expect(new URL(app.url()).search).toBe('');

  await app.goto(`${server.url}/?mask=not-a-mask#/chat/masks`);
  await expect(app.getByText('The shared mask link is invalid')).toBeVisible();
});

test('the editor copies a share link that opens the app with the mask', async ({ app, server, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await openMasks(app);
  await row(app, 'Email Drafter').getByRole('button', { name: 'View' }).click();
  await app.getByRole('dialog', { name: 'View mask' }).getByRole('button', { name: 'Copy link' }).click();
  await expect(app.getByText('Copied to clipboard')).toBeVisible();
  const link = await app.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\?mask=[\w-]+#\/chat\/masks$/);
  await app.goto(link);
  await expect(app.getByRole('alertdialog')).toContainText('Email Drafter');
});
