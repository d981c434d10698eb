// One conversation per provider, end to end: the server holds the provider's key (pointed at the
// fake provider speaking that provider's wire format), the user types in the UI and sees the
// streamed reply. The fake echoes the user's words, so the reply proves the message went through.
import { CHAT_PROVIDERS, fakeEnv, startFake, type ChatProvider } from '../fakes/harness';
import type { FakeProviders } from '../fakes/server.mjs';
import { readStore, type StoredMessageRecord } from '../support/app-storage.mjs';
import { startServer, type RunningServer } from './support/server';
import { expect, snap, test } from './support/fixtures';

const MODEL_OF: Record<ChatProvider, string> = {
  openai: 'gpt-4o-mini@OpenAI',
  azure: 'gpt-4o@Azure',
  google: 'gemini-1.5-flash@Google',
  anthropic: 'claude-3-5-sonnet-20240620@Anthropic',
  baidu: 'ernie-4.0-8k@Baidu',
  bytedance: 'doubao-pro-32k@ByteDance',
  alibaba: 'qwen-plus@Alibaba',
  tencent: 'hunyuan-pro@Tencent',
  moonshot: 'moonshot-v1-8k@Moonshot',
  iflytek: 'generalv3.5@Iflytek',
};

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

for (const provider of CHAT_PROVIDERS) {
  test(`${provider}: a message streams a reply through the server`, async ({ page }) => {
    const [model] = MODEL_OF[provider].split('@');
    await withServer({ ...fakeEnv(fake.url), DEFAULT_MODEL: MODEL_OF[provider] }, async (server) => {
      await page.goto(`${server.url}/#/chat`);
      const input = page.getByRole('textbox', { name: 'Message' });
      await input.fill(`Hello ${provider}, how are you?`);
      await input.press('Enter');
      const reply = page.getByRole('article', { name: 'Assistant' }).last();
      await expect(reply).toContainText(`Hello ${provider}, how are you?`);
      await expect(reply).not.toHaveAttribute('aria-busy', 'true');
      await expect(page.getByText(model!, { exact: true }).last()).toBeVisible();
      if (provider === 'openai' || provider === 'anthropic') await snap(page, `chat-${provider}`);
    });
  });
}

test('a 401 from the provider shows the unauthorized text and marks the reply as an error', async ({ page }) => {
  await withServer({ ...fakeEnv(fake.url), DEFAULT_MODEL: MODEL_OF.openai }, async (server) => {
    await page.goto(`${server.url}/#/chat`);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('[[fake:401]] are you there?');
    await input.press('Enter');
    const reply = page.getByRole('article', { name: 'Assistant' }).last();
    await expect(reply).toContainText('Access password is wrong or empty');
    await snap(page, 'chat-401');
  });
});

test('an upstream that drops mid-stream keeps the partial text and marks the reply as an error', async ({ page }) => {
  await withServer({ ...fakeEnv(fake.url), DEFAULT_MODEL: MODEL_OF.openai }, async (server) => {
    await page.goto(`${server.url}/#/chat`);
    const input = page.getByRole('textbox', { name: 'Message' });
    // The fake sends the role frame and the first piece of "Echo: …", then cuts the connection.
    await input.fill('[[fake:drop]] tell me a long story');
    await input.press('Enter');
    const reply = page.getByRole('article', { name: 'Assistant' }).last();
    await expect(reply).not.toHaveAttribute('aria-busy', 'true');
    // The text that arrived stays, as it was, followed by the catalogue's sentence for a lost
    // connection (Chromium's own words, "network error", folded under it), and nothing of what
    // never came.
    await expect(reply.getByRole('paragraph')).toHaveText(['Echo', 'The connection was lost before the reply finished; what arrived is kept. Retry to ask again.']);
    await reply.getByText('Details').click();
    await expect(reply.locator('pre')).toHaveText('network error');
    await expect(reply).not.toContainText('tell me a long story');
    // The stored reply is marked as an error, so it is shown as one after a reload too.
    await expect
      .poll(async () => (await readStore<StoredMessageRecord>(page, 'messages')).filter((message) => message.role === 'assistant'))
      .toEqual([expect.objectContaining({ content: expect.stringMatching(/^Echo\b/), isError: true })]);
  });
});

test('with CODE set, the server refuses a visitor without the access code', async ({ page }) => {
  await withServer({ ...fakeEnv(fake.url), CODE: 'letmein', DEFAULT_MODEL: MODEL_OF.openai }, async (server) => {
    await page.goto(`${server.url}/#/chat`);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('hello without a code');
    await input.press('Enter');
    await expect(page.getByRole('article', { name: 'Assistant' }).last()).toContainText('Access password is wrong or empty');
    // The reply offers the way out: the access page, where the code is entered.
    await page.getByRole('link', { name: 'Go to the access page' }).click();
    await expect(page).toHaveURL(/#\/auth$/);
  });
});
