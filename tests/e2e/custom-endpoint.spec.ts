// A custom endpoint in the web build (a local Ollama, LM Studio): the browser calls it directly
// with the user's key, our server never sees the call (nor gets the chance to be a proxy to it),
// the access code never leaves for it, and one that refuses this page's origin gets a hint.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, snap, test, waitForStoredSetting } from './support/fixtures';

interface Endpoint {
  url: string;
  seen: Array<{ method: string; path: string; authorization?: string; accessCode?: string }>;
  close(): Promise<void>;
}

/** An OpenAI-compatible endpoint that streams "Hello from the endpoint"; with `cors`, it lets any
 * page call it, as OLLAMA_ORIGINS=* would. */
async function startEndpoint(cors: boolean): Promise<Endpoint> {
  const seen: Endpoint['seen'] = [];
  const server = http.createServer((req, res) => {
    const allow = cors ? { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type, x-access-code', 'access-control-allow-methods': 'GET, POST' } : {};
    if (req.method === 'OPTIONS') return res.writeHead(204, allow).end();
    seen.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, accessCode: req.headers['x-access-code'] as string | undefined });
    req.resume();
    req.on('end', () => {
      if (req.url?.endsWith('/models')) {
        return res.writeHead(200, { 'content-type': 'application/json', ...allow }).end(JSON.stringify({ object: 'list', data: [{ id: 'llama3.2', object: 'model' }] }));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', ...allow });
      for (const piece of ['Hello', ' from', ' the', ' endpoint']) res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

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
