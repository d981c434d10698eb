// MCP servers in Settings: a real MCP server (the SDK's, on node:http, allowing the page's origin)
// is added by its Server URL and shows as connected with its tools; a configuration of another
// client is imported (its url entry added, its stdio entry named as not importable here); a URL
// nobody answers on shows why; malformed JSON changes nothing; off, remove and undo. In the chat,
// the server's prompt is offered in the '/' list and its text resource attached to the message.
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { promptText, startMcpHttpServer, TEST_MCP, type McpHttpServer } from '../support/mcp-test-server';
import { expectAxeCleanInBothThemes } from './support/axe';
import { expect, snap, test } from './support/fixtures';
import { startServer } from './support/server';

/** Settings of the app served at `origin` (the test's own server by default). */
async function openMcpSettings(page: Page, origin = '') {
  await page.goto(`${origin}/#/settings`);
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
  await expectAxeCleanInBothThemes(page, 'the MCP servers in Settings');

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

test('a server that does not allow the page\'s origin is reached through the relay of a PolyChat server that lists it, and one that does not says its relay does not go there', { tag: '@phone' }, async ({ app: page }) => {
  const closedToPages = await startMcpHttpServer('http://another-origin.invalid');
  const listing = await startServer({ MCP_ALLOWED_HOSTS: new URL(closedToPages.url).host });
  try {
    // The default server lists no host and has no access code: its relay goes nowhere.
    await openMcpSettings(page);
    await addServer(page, 'Notes', closedToPages.url);
    const row = page.getByRole('listitem', { name: 'Notes' });
    await expect(row).toContainText('Could not reach the server from this page, and this PolyChat server does not relay to it.');
    await snap(page, 'mcp-relay-closed');

    const relayed: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/mcp-relay') relayed.push(request.method());
    });
    const section = await openMcpSettings(page, listing.url);
    await addServer(page, 'Notes', closedToPages.url);
    await expect(section.getByRole('listitem', { name: 'Notes' })).toContainText('Connected, tools: 1');
    expect(relayed).toContain('POST');
  } finally {
    await listing.stop();
    await closedToPages.close();
  }
});

test('a URL nobody answers on shows a translated reason, and the entry connects once its URL is corrected', async ({ app: page }) => {
  const section = await openMcpSettings(page);
  const url = `http://127.0.0.1:${await closedPort()}/mcp`;
  await addServer(page, 'Nowhere', url);
  const row = section.getByRole('listitem', { name: 'Nowhere' });
  // The test's PolyChat server relays nowhere, so the page cannot tell a server that is down from
  // one that refuses its origin: the sentence covers both.
  await expect(row).toContainText('Could not reach the server from this page, and this PolyChat server does not relay to it.');
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

test('a server\'s prompt comes from the / list with its argument, and its text resource is attached', { tag: '@phone' }, async ({ app: page }) => {
  await openMcpSettings(page);
  await addServer(page, 'Notes', mcp.url);
  await expect(page.getByRole('listitem', { name: 'Notes' })).toContainText('Connected, tools: 1');
  await page.goto('/#/chat');
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('/summ');
  const option = page.getByRole('listbox', { name: 'Prompts' }).getByRole('option', { name: `${TEST_MCP.prompt} · Notes` });
  await expect(option).toContainText('A summary of a topic');
  await snap(page, 'mcp-prompt-list');
  await option.click();
  const form = page.getByRole('dialog', { name: `“${TEST_MCP.prompt}” from Notes` });
  await form.getByRole('button', { name: 'Insert' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Fill in “${TEST_MCP.promptArgument}”.`);
  await form.getByLabel(TEST_MCP.promptArgument).fill('tides');
  await snap(page, 'mcp-prompt-form');
  await form.getByRole('button', { name: 'Insert' }).click();
  await expect(form).toBeHidden();
  await expect(input).toHaveValue(promptText('tides'));
  // Only put in the input: nothing was sent.
  await expect(page.getByText('Start the conversation: ask anything.')).toBeVisible();

  await page.getByRole('toolbar', { name: 'Input actions' }).getByRole('button', { name: 'MCP resources' }).click();
  const resources = page.getByRole('dialog', { name: 'MCP resources' });
  await resources.getByRole('button', { name: `Attach ${TEST_MCP.binaryResource.name}` }).click();
  await expect(resources.getByRole('alert')).toHaveText(`“${TEST_MCP.binaryResource.name}” is not text, so it was not attached.`);
  await snap(page, 'mcp-resources');
  await expectAxeCleanInBothThemes(page, 'the MCP resources dialog');
  await resources.getByRole('button', { name: `Attach ${TEST_MCP.textResource.name}` }).click();
  await expect(resources).toBeHidden();
  await expect(input).toHaveValue(
    `${promptText('tides')}\n\n${TEST_MCP.textResource.name} (${TEST_MCP.textResource.uri}, Notes)\n\`\`\`\n${TEST_MCP.textResource.text}\n\`\`\``,
  );
  await expect(page.getByText('Start the conversation: ask anything.')).toBeVisible();
});
