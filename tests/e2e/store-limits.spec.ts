// The server's bounds on what anyone keeps, as the person sharing meets them: past the hourly limit
// of their network, or with the store full, Share says so in a sentence, not "Share failed".
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fakeEnv } from '../fakes/harness';
import { snap } from './support/fixtures';
import { CHAT_MODEL, expect, replyDone, send, test as chatTest } from './support/chat-fixtures';
import { startServer } from './support/server';

const MEGABYTE = 1024 * 1024;

/** The chat's server with the store limits a test sets, over a store of its own. */
const test = chatTest.extend<{ storeLimits: Record<string, string> }>({
  storeLimits: [{}, { option: true }],
  server: async ({ fake, storeLimits }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'polychat-e2e-store-'));
    const server = await startServer({ ...fakeEnv(fake.url), DEFAULT_MODEL: `${CHAT_MODEL}@OpenAI`, DATA_DIR: dataDir, ...storeLimits });
    await use(server);
    await server.stop();
  },
});

test.describe('past the hourly limit of the network', () => {
  test.use({ storeLimits: { STORE_WRITES_PER_HOUR: '1' }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('sharing an artifact again says how long to wait', { tag: '@phone' }, async ({ chat }) => {
    await send(chat, ['A page', '', '```html', '<!doctype html><h1>Hello</h1>', '```'].join('\n'));
    const artifact = (await replyDone(chat)).getByRole('group', { name: 'HTML artifact' });
    await artifact.getByRole('button', { name: 'Share' }).click();
    await expect(chat.getByText(/^Link copied: /)).toBeVisible();
    await artifact.getByRole('button', { name: 'Share' }).click();
    const refusal = chat.getByText(/^Too many chats and artifacts were shared from your network in the last hour\. Try again in (59|60) minutes\.$/);
    await expect(refusal).toBeVisible();
    await expect(chat.getByText('Share failed')).toHaveCount(0);
    await snap(chat, 'store-limit-artifact');
  });
});

test.describe('with the store full', () => {
  test.use({ storeLimits: { STORE_MAX_MB: '2' } });

  test('sharing a chat says the server has no room left', { tag: '@phone' }, async ({ chat, server }) => {
    // Someone else filled the store first: two artifacts leave less room than a chat takes.
    for (let index = 0; index < 2; index += 1) {
      const filled = await chat.request.post(`${server.url}/api/artifacts`, { data: { content: 'x'.repeat(MEGABYTE - 100) } });
      expect(filled.status()).toBe(201);
    }
    await send(chat, 'Plan a day in Porto');
    await replyDone(chat);
    await chat.getByRole('button', { name: 'Export chat' }).click();
    const dialog = chat.getByRole('dialog', { name: 'Export messages' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(chat.getByText('This server has no room left for shared chats and artifacts. Try again later, or ask the administrator.')).toBeVisible();
    await expect(chat.getByText('Share Error')).toHaveCount(0);
    await expect(dialog.getByRole('region', { name: 'Share link' })).toHaveCount(0);
    await snap(chat, 'store-full-share');
  });
});
