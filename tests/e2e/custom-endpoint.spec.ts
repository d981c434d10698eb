// A custom endpoint in the web build (a local Ollama, LM Studio): the browser calls it directly
// with the user's key, our server never sees the call (nor gets the chance to be a proxy to it),
// the access code never leaves for it, and one that refuses this page's origin gets a hint.
import type { Page } from '@playwright/test';
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';
import { startEndpoint } from './support/openai-endpoint';

async function useEndpoint(page: Page, url: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByRole('switch', { name: 'Custom endpoint' }).click();
  await page.getByRole('textbox', { name: 'Endpoint address' }).fill(url);
  await page.getByRole('textbox', { name: 'API key' }).fill('sk-local-user');
  await waitForStoredSetting(page, 'access', `"openaiUrl":"${url}"`);
}

async function ask(page: Page, text: string) {
  await page.goto('/#/chat');
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  const reply = page.getByRole('article', { name: 'Assistant' }).last();
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  return reply;
}

test('the browser calls a custom endpoint directly with the user key, never through /api', async ({ page }) => {
  const endpoint = await startEndpoint(true);
  try {
    await useEndpoint(page, endpoint.url);
    // From the moment the endpoint is set, nothing of OpenAI's goes through our server.
    const throughServer: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/openai')) throughServer.push(request.url());
    });
    const reply = await ask(page, 'hi local model');
    await expect(reply).toContainText('Hello from the endpoint');
    const chat = endpoint.seen.find((request) => request.path === '/v1/chat/completions');
    expect(chat).toMatchObject({ method: 'POST', authorization: 'Bearer sk-local-user' });
    expect(chat?.accessCode).toBeUndefined();
    expect(throughServer).toEqual([]);
    await snap(page, 'custom-endpoint-reply');
  } finally {
    await endpoint.close();
  }
});

test('an endpoint that refuses this page’s origin gets a hint, not a bare network error', async ({ page }) => {
  const endpoint = await startEndpoint(false);
  try {
    await useEndpoint(page, endpoint.url);
    const reply = await ask(page, 'hi closed model');
    await expect(reply).toContainText(`Could not reach ${endpoint.url}. If it is running, it must allow calls from this page`);
    await expect(reply).toContainText('OLLAMA_ORIGINS');
    await snap(page, 'custom-endpoint-cors');
  } finally {
    await endpoint.close();
  }
});
