// MCP servers in Settings: a real MCP server (the SDK's, on node:http, allowing the page's origin)
// is added by its Server URL and shows as connected with its tools; a configuration of another
// client is imported (its url entry added, its stdio entry named as not importable here); a URL
// nobody answers on shows why; malformed JSON changes nothing; off, remove and undo.
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { startMcpHttpServer, type McpHttpServer } from '../support/mcp-test-server';
import { expect, snap, test } from './support/fixtures';

async function openMcpSettings(page: Page) {
  await page.goto('/#/settings');
  const section = page.getByRole('region', { name: 'MCP servers' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  return section;
}

async function addServer(page: Page, name: string, url: string) {
  await page.getByRole('button', { name: 'Add server' }).click();
  const editor = page.getByRole('dialog', { name: 'Add MCP server' });
  await editor.getByLabel('Name').fill(name);
  await editor.getByLabel('Server URL').fill(url);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
}

/** A port on loopback that nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let mcp: McpHttpServer;
test.beforeEach(async ({ server }) => {
  mcp = await startMcpHttpServer(new URL(server.url).origin);
});
test.afterEach(async () => {
  await mcp.close();
});

test('a server added by its URL shows connected with its tools; off, remove and undo', { tag: '@phone' }, async ({ app: page }) => {
  const section = await openMcpSettings(page);
  await expect(section).toContainText('No MCP servers yet.');
  await page.getByRole('button', { name: 'Add server' }).click();
  const editor = page.getByRole('dialog', { name: 'Add MCP server' });
  await editor.getByLabel('Name').fill('Notes');
  await editor.getByLabel('Server URL').fill('notes.example/mcp');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Enter a full address starting with https:// or http://.');
  await snap(page, 'mcp-server-editor');
  await editor.getByLabel('Server URL').fill(mcp.url);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  const row = section.getByRole('listitem', { name: 'Notes' });
  await expect(row).toContainText(mcp.url);
  await expect(row).toContainText('Connected, tools: 1');
  await snap(page, 'mcp-settings');

  await row.getByRole('switch', { name: 'Use Notes' }).click();
  await expect(row).toContainText('Off');
  await row.getByRole('switch', { name: 'Use Notes' }).click();
  await expect(row).toContainText('Connected, tools: 1');

  await row.getByRole('button', { name: 'Remove Notes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(row).toBeHidden();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(section.getByRole('listitem', { name: 'Notes' })).toContainText('Connected, tools: 1');
});

test('a URL nobody answers on shows a translated reason, and Try again asks again', async ({ app: page }) => {
  const section = await openMcpSettings(page);
  const url = `http://127.0.0.1:${await closedPort()}/mcp`;
  await addServer(page, 'Nowhere', url);
  const row = section.getByRole('listitem', { name: 'Nowhere' });
  await expect(row).toContainText('Could not reach the server. Check the address and that the server is running.');
  // Pointed at the running server, the same entry connects.
  await row.getByRole('button', { name: 'Edit Nowhere' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit MCP server' });
  await editor.getByLabel('Server URL').fill(mcp.url);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Connected, tools: 1');
});

test('imports another client\'s configuration: the url entry is added, the stdio entry named', { tag: '@phone' }, async ({ app: page }) => {
  const section = await openMcpSettings(page);
  await page.getByRole('button', { name: 'Import servers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import MCP servers' });
  const field = dialog.getByLabel('Configuration (JSON)');

  await field.fill('{"mcpServers": {"notes": {"url": ');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('This is not valid JSON. Nothing was imported.');

  await field.fill(JSON.stringify({ mcpServers: { notes: { url: mcp.url, type: 'http' }, 'local-files': { command: 'npx', args: ['-y', 'files-server'] } } }, null, 2));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Servers imported: 1.');
  await expect(dialog.getByRole('status')).toContainText(
    'Not imported, because they start a program on this computer, which the web version cannot do: local-files.',
  );
  await snap(page, 'mcp-import');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem', { name: 'notes' })).toContainText('Connected, tools: 1');
});
