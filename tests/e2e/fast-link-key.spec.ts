// A fast link that brings only an endpoint must not turn the user's saved key into a gift to that
// endpoint's owner: the key stays with the endpoint it was saved for unless the user chooses, by
// the new host's name, to send it there too.
import type { Page } from '@playwright/test';
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';
import { startEndpoint, type Endpoint } from './support/openai-endpoint';

const SAVED_KEY = 'sk-saved-for-old-endpoint';

const hostOf = (endpoint: Endpoint) => new URL(endpoint.url).host;
// The query before the hash: a new page load, as a link opened from elsewhere is.
const linkTo = (endpoint: Endpoint) => `/?settings=${encodeURIComponent(JSON.stringify({ url: endpoint.url }))}#/`;

/** The user's own endpoint and key, typed in the settings as a person does. */
async function saveEndpoint(page: Page, url: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByRole('switch', { name: 'Custom endpoint' }).click();
  await page.getByRole('textbox', { name: 'Endpoint address' }).fill(url);
  await page.getByRole('textbox', { name: 'API key' }).fill(SAVED_KEY);
  await waitForStoredSetting(page, 'access', `"openaiApiKey":"${SAVED_KEY}"`);
}

async function ask(page: Page, text: string): Promise<void> {
  await page.goto('/#/chat');
  const input = page.getByRole('textbox', { name: 'Message' });
  const replies = page.getByRole('article', { name: 'Assistant' });
  // The chat may hold an earlier reply: wait for this question's own.
  const before = await replies.count();
  await input.fill(text);
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1);
  await expect(replies.last()).not.toHaveAttribute('aria-busy', 'true');
}

const chatCalls = (endpoint: Endpoint) => endpoint.seen.filter((request) => request.path.endsWith('/chat/completions'));

test.describe('a fast link that moves the endpoint without a key', () => {
  let old: Endpoint;
  let linked: Endpoint;
  test.beforeEach(async () => {
    old = await startEndpoint(true);
    linked = await startEndpoint(true);
  });
  test.afterEach(async () => {
    await old.close();
    await linked.close();
  });

  test('keeps the saved key for the old endpoint, says so with the new host in bold, and gives it back there', { tag: '@phone' }, async ({ page }) => {
    await saveEndpoint(page, old.url);
    const before = old.seen.length;

    await page.goto(linkTo(linked));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Endpoint: ${linked.url}`);
    await expect(dialog).toContainText(`Your saved key stays with ${hostOf(old)} and will not be sent to ${hostOf(linked)}.`);
    await expect(dialog).toContainText(`Enter a key for ${hostOf(linked)} in Settings.`);
    // The hosts a person must check are in bold.
    await expect(dialog.locator('strong').filter({ hasText: hostOf(linked) })).toHaveCount(2);
    await expect(dialog.locator('strong').filter({ hasText: hostOf(old) })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: `Use my saved key with ${hostOf(linked)} too` })).toBeVisible();
    await snap(page, 'fast-link-key-stays');

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await waitForStoredSetting(page, 'access', `"openaiUrl":"${linked.url}"`);
    await ask(page, 'hello new endpoint');
    expect(chatCalls(linked)).toHaveLength(1);
    expect(linked.seen.filter((request) => request.authorization?.includes(SAVED_KEY))).toEqual([]);
    expect(old.seen.length).toBe(before);

    // The settings show the key field empty for the new endpoint, and the way back to the old one.
    await page.goto('/#/settings');
    await expect(page.getByRole('textbox', { name: 'API key' })).toHaveValue('');
    const kept = page.getByText(`Your key for ${hostOf(old)} is kept.`);
    await kept.scrollIntoViewIfNeeded();
    await expect(kept).toBeVisible();
    await snap(page, 'fast-link-key-kept-in-settings');
    await page.getByRole('button', { name: `Use ${hostOf(old)} again` }).click();
    await expect(page.getByRole('textbox', { name: 'Endpoint address' })).toHaveValue(old.url);
    await expect(page.getByRole('textbox', { name: 'API key' })).toHaveValue(SAVED_KEY);
    await waitForStoredSetting(page, 'access', `"openaiUrl":"${old.url}"`);
    await ask(page, 'hello old endpoint');
    expect(chatCalls(old).at(-1)?.authorization).toBe(`Bearer ${SAVED_KEY}`);
    expect(linked.seen.filter((request) => request.authorization?.includes(SAVED_KEY))).toEqual([]);
  });

  test('sends the saved key to the new host only when the user picks the choice that names it', async ({ page }) => {
    await saveEndpoint(page, old.url);
    await page.goto(linkTo(linked));
    await page.getByRole('alertdialog').getByRole('button', { name: `Use my saved key with ${hostOf(linked)} too` }).click();
    await waitForStoredSetting(page, 'access', `"openaiUrl":"${linked.url}"`);
    await ask(page, 'hello with my key');
    expect(chatCalls(linked).at(-1)?.authorization).toBe(`Bearer ${SAVED_KEY}`);
  });

  test('cancelled, changes nothing', async ({ page }) => {
    await saveEndpoint(page, old.url);
    await page.goto(linkTo(linked));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await ask(page, 'hello still old');
    expect(chatCalls(old).at(-1)?.authorization).toBe(`Bearer ${SAVED_KEY}`);
    expect(linked.seen).toEqual([]);
  });
});
