// A provider setup a new user left half-filled, or a provider the server holds no key for: the
// reply says what is missing, in the catalogue's words, before anything is sent, rather than
// advice about Ollama and CORS or a wrong access password.
import type { Page } from '@playwright/test';
import { fakeEnv } from '../fakes/harness';
import { startServer } from './support/server';
import { snap, waitForStoredSetting } from './support/fixtures';
import { expect, replyDone, send, test } from './support/chat-fixtures';

/** Where nothing listens: a call that went out would fail as unreachable. */
const CLOSED_ENDPOINT = 'http://127.0.0.1:9';

async function chooseModel(page: Page, value: string): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '#/settings'));
  await page.getByRole('combobox', { name: 'Model', exact: true }).selectOption(value);
  await waitForStoredSetting(page, 'config', `"model":"${value.split('@')[0]}"`);
}

test('a custom Azure endpoint without its key and API version says so, in the spec’s words', { tag: '@phone' }, async ({ chat }) => {
  const sentOut: string[] = [];
  chat.on('request', (request) => {
    if (request.url().startsWith(CLOSED_ENDPOINT)) sentOut.push(request.url());
  });
  await chooseModel(chat, 'gpt-4o@Azure');
  await chat.getByRole('switch', { name: 'Custom endpoint' }).click();
  await chat.getByRole('combobox', { name: 'Model provider' }).selectOption('Azure');
  await chat.getByRole('textbox', { name: 'Endpoint address' }).fill(CLOSED_ENDPOINT);
  await chat.getByRole('textbox', { name: 'API version' }).fill('');
  await waitForStoredSetting(chat, 'access', `"azureUrl":"${CLOSED_ENDPOINT}"`);
  await waitForStoredSetting(chat, 'access', '"azureApiVersion":""');
  await chat.goto(chat.url().replace(/#.*$/, '#/chat'));

  await send(chat, 'hello azure');
  const reply = await replyDone(chat);
  await expect(reply.getByRole('paragraph')).toHaveText(['incomplete azure config, please check it in your settings page', 'Missing: API key and API version.']);
  await expect(reply).not.toContainText('OLLAMA_ORIGINS');
  expect(sentOut).toEqual([]);
  await snap(chat, 'chat-error-azure-incomplete');
});

test('a provider the server has no key for says so, not that the access password is wrong', async ({ page, fake }) => {
  const { OPENAI_API_KEY, BASE_URL } = fakeEnv(fake.url);
  // Only OpenAI is set up; Anthropic keeps its public address and has no key.
  const server = await startServer({ OPENAI_API_KEY: OPENAI_API_KEY!, BASE_URL: BASE_URL!, DEFAULT_MODEL: 'claude-3-5-sonnet-20240620@Anthropic' });
  try {
    await page.goto(`${server.url}/#/chat`);
    await send(page, 'hello claude');
    const reply = await replyDone(page);
    await expect(reply).toContainText('The server has no key for this provider. Enter your own key in Settings, or ask the administrator to add one.');
    await expect(reply).not.toContainText('Access password');
    await reply.getByText('Details').click();
    await expect(reply.locator('pre')).toContainText('ANTHROPIC_API_KEY');
  } finally {
    await server.stop();
  }
});
