// A local (stdio) MCP server another device's desktop app added, as the web build shows it: its
// command line, that it runs only in the desktop app, and no way to start it.
import { putRecords, reloadSettled } from '../support/app-storage.mjs';
import { expect, snap, test } from './support/fixtures';

test('a synced local server shows as the desktop app’s, with nothing to start', { tag: '@phone' }, async ({ app: page }) => {
  await putRecords(page, {
    mcpServers: [{ id: 'local-notes', name: 'Notes', url: '', command: 'npx', args: ['-y', 'notes-server', '--dir=/home/me/notes'], env: { NOTES_TOKEN: 'x' }, createdAt: 1, updatedAt: 1 }],
  });
  await reloadSettled(page);
  await page.goto('/#/settings');
  const section = page.getByRole('region', { name: 'MCP servers' });
  const row = section.getByRole('listitem', { name: 'Notes' });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toContainText('npx -y notes-server --dir=/home/me/notes');
  await expect(row).toContainText('It starts a program on a computer, so it runs only in the desktop app.');
  await expect(row.getByRole('button', { name: 'Start Notes' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await snap(page, 'mcp-local-server-web');
});
