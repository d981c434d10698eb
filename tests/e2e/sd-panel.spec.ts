// The Stable Diffusion panel (/sd, /sd-new) against the fake Stability API, which answers in the
// documented v2beta formats; magic words in the prompt choose refusals and broken answers.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { snap } from './support/fixtures';
import { reloadSettled } from '../support/app-storage.mjs';
import { expect, fakeRequests, readStore, test } from './support/chat-fixtures';

const records = (page: Page) => page.getByRole('region', { name: 'Generations' }).getByRole('listitem');
const record = (page: Page, prompt: string) => records(page).filter({ hasText: prompt });

async function openPanel(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.goto(page.url().replace(/#.*$/, '#/'));
  }
  await page.getByRole('button', { name: 'Discovery' }).click();
  await page.getByRole('menuitem', { name: 'Stable Diffusion' }).click();
  await expect(page.getByRole('heading', { name: 'Stable Diffusion' })).toBeVisible();
}

/** The form: beside the list on a wide screen, on its own screen on a phone. */
async function form(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'New generation' }).click();
  const found = page.getByRole('form', { name: 'New generation' });
  await expect(found).toBeVisible();
  return found;
}

async function generate(page: Page, isMobile: boolean, prompt: string, options: { model?: string; style?: string } = {}) {
  const panel = await form(page, isMobile);
  await panel.getByRole('textbox', { name: 'Prompt', exact: true }).fill(prompt);
  if (options.model) await panel.getByLabel('Model', { exact: true }).selectOption({ label: options.model });
  if (options.style) await panel.getByLabel('Style').selectOption({ label: options.style });
  await panel.getByRole('button', { name: 'Generate' }).click();
  await expect(record(page, prompt)).toBeVisible();
}

test('a picture is generated, shown, viewed, downloaded, and survives a reload', { tag: '@phone' }, async ({ chat: page, fake, isMobile }) => {
  await openPanel(page, isMobile);
  await expect(page.getByText('No pictures yet.')).toBeVisible();
  await snap(page, 'sd-empty');
  await generate(page, isMobile, 'a lighthouse at dawn', { style: 'Anime' });
  const item = record(page, 'a lighthouse at dawn');
  await expect(item.getByRole('img', { name: 'Picture for “a lighthouse at dawn”' })).toBeVisible();
  await expect(item).toContainText('Done');
  await expect(item).toContainText('Stable Image Core · Anime · 1:1 · PNG');

  const request = (await fakeRequests(fake)).filter((entry) => entry.path.startsWith('/stability/')).at(-1) as unknown as {
    path: string;
    headers: Record<string, string>;
    json: Record<string, string>;
  };
  expect(request.path).toBe('/stability/v2beta/stable-image/generate/core');
  expect(request.headers.authorization).toBe('Bearer sk-server-stability');
  expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(request.json).toEqual({ prompt: 'a lighthouse at dawn', aspect_ratio: '1:1', style_preset: 'anime', output_format: 'png' });
  await snap(page, 'sd-records');

  await item.getByRole('button', { name: 'View full size' }).click();
  const viewer = page.getByRole('dialog', { name: 'Image' });
  await expect(viewer.getByRole('img')).toBeVisible();
  await snap(page, 'sd-viewer');
  await viewer.getByRole('button', { name: 'Close' }).click();

  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^stable-diffusion-\d{4}-\d\d-\d\d-\d{6}\.png$/);
  expect((await readFile((await download.path())!)).subarray(1, 4).toString('latin1')).toBe('PNG');

  // Only the reference is kept with the record; the picture is in the image store.
  const [stored] = await readStore<{ imageKey?: string; status: string }>(page, 'sdImages');
  expect(stored).toMatchObject({ status: 'success', imageKey: expect.any(String) });
  await reloadSettled(page);
  await expect(record(page, 'a lighthouse at dawn').getByRole('img')).toBeVisible();
});

test('an empty prompt is refused with the spec\'s words, and sd3 offers its versions and formats', async ({ chat: page, isMobile }) => {
  await openPanel(page, isMobile);
  const panel = await form(page, isMobile);
  await expect(panel.getByRole('textbox', { name: 'Prompt', exact: true })).toHaveAttribute('placeholder', 'Please enter Prompt');
  await panel.getByRole('button', { name: 'Generate' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Prompt cannot be empty');
  await expect(panel.getByRole('textbox', { name: 'Prompt', exact: true })).toBeFocused();
  await snap(page, 'sd-required');
  await expect(panel.getByLabel('Style').locator('option')).toHaveCount(18);
  await panel.getByLabel('Output format').selectOption('webp');
  await panel.getByLabel('Model', { exact: true }).selectOption({ label: 'Stable Diffusion 3.5' });
  await expect(panel.getByLabel('Style')).toHaveCount(0);
  await expect(panel.getByLabel('Model version').locator('option')).toHaveText(['sd3.5-large', 'sd3.5-large-turbo', 'sd3.5-medium']);
  await expect(panel.getByLabel('Output format')).toHaveValue('png');
  await expect(panel.getByLabel('Output format').locator('option')).toHaveText(['png', 'jpeg']);
});

test('a picture records only the options it was drawn with, not a style left from another model', async ({ chat: page, fake, isMobile }) => {
  await openPanel(page, isMobile);
  const panel = await form(page, isMobile);
  await panel.getByLabel('Style').selectOption({ label: 'Anime' });
  await generate(page, isMobile, 'a harbour in sd3', { model: 'Stable Diffusion 3.5' });
  await expect(record(page, 'a harbour in sd3')).toContainText('Done');
  const request = (await fakeRequests(fake)).filter((entry) => entry.path.startsWith('/stability/')).at(-1) as unknown as { json: Record<string, string> };
  expect(request.json).not.toHaveProperty('style_preset');
  const stored = (await readStore<{ prompt: string; style: string; modelVersion: string }>(page, 'sdImages')).find((item) => item.prompt === 'a harbour in sd3');
  expect(stored).toMatchObject({ style: '', modelVersion: 'sd3.5-large' });

  // Using its settings again brings back what drew it: no style, which core then shows as None.
  await record(page, 'a harbour in sd3').getByRole('button', { name: 'Use these settings again' }).click();
  const again = await form(page, isMobile);
  await again.getByLabel('Model', { exact: true }).selectOption({ label: 'Stable Image Core' });
  await expect(again.getByLabel('Style').locator('option:checked')).toHaveText('None');
});

test('a refusal shows its translated reason and Retry runs it again; delete asks first', async ({ chat: page, fake, isMobile }) => {
  await openPanel(page, isMobile);
  await generate(page, isMobile, 'forbidden [[fake:moderation]]');
  const item = record(page, 'forbidden');
  await expect(item).toContainText('Failed');
  await expect(item).toContainText('The provider refused to draw this');
  await expect(item).toContainText('Your request was flagged by our content moderation system');
  await snap(page, 'sd-error');
  const before = (await fakeRequests(fake)).filter((entry) => entry.path.startsWith('/stability/')).length;
  await item.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(async () => (await fakeRequests(fake)).filter((entry) => entry.path.startsWith('/stability/')).length).toBe(before + 1);
  await expect(item).toContainText('Failed');

  await item.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(records(page)).toHaveCount(0);
});

test('broken answers are clear errors and lose nothing already drawn', async ({ chat: page, isMobile }) => {
  await openPanel(page, isMobile);
  await generate(page, isMobile, 'a good picture');
  await expect(record(page, 'a good picture')).toContainText('Done');
  for (const word of ['truncated', 'html', 'empty', 'fields']) {
    await generate(page, isMobile, `broken ${word} [[fake:${word}]]`);
    await expect(record(page, `broken ${word}`)).toContainText('Failed');
  }
  await expect(record(page, 'broken html')).toContainText('A web page came back instead of a reply: a sign-in page or captive portal');
  await expect(record(page, 'broken truncated')).toContainText('The provider answered, but not with a picture that could be read.');
  await expect(record(page, 'broken fields')).toContainText('aspect_ratio: must be one of');
  await expect(record(page, 'a good picture').getByRole('img')).toBeVisible();
  expect(await readStore(page, 'images')).toHaveLength(1);
});

test('a generation cut off by a reload shows as interrupted, and Retry finishes it', async ({ chat: page, isMobile }) => {
  await openPanel(page, isMobile);
  await generate(page, isMobile, 'slow sunset [[fake:slow]]');
  await expect(record(page, 'slow sunset')).toContainText('Drawing…');
  await reloadSettled(page);
  const item = record(page, 'slow sunset');
  await expect(item).toContainText('Interrupted');
  await expect(item).toContainText('The page was closed or reloaded before this picture was ready.');
  await item.getByRole('button', { name: 'Retry' }).click();
  await expect(item).toContainText('Drawing…');
  await expect(item).toContainText('Done', { timeout: 15_000 });
  await expect(item.getByRole('img')).toBeVisible();
});

test('"use these settings again" puts a record\'s settings back in the form', async ({ chat: page, isMobile }) => {
  await openPanel(page, isMobile);
  await generate(page, isMobile, 'a red fox', { style: 'Pixel art' });
  if (isMobile) await expect(page.getByRole('heading', { name: 'Stable Diffusion' })).toBeVisible();
  await record(page, 'a red fox').getByRole('button', { name: 'Use these settings again' }).click();
  const panel = page.getByRole('form', { name: 'New generation' });
  await expect(panel.getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue('a red fox');
  await expect(panel.getByLabel('Style')).toHaveValue('pixel-art');
});
