// MCP tools in a chat, end to end: real MCP servers (the SDK's McpServer over Streamable HTTP, with
// CORS for the page) are listed in the chat's mask; the fake provider, offered their tools, calls
// the first one with the user's words. No call runs before the user answers the consent dialog.
import type { Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './support/axe';
import { snap } from './support/fixtures';
import { expect, fakeRequests, firstSession, inputActions, nonce, putRecords, reloadChat, replyDone, send, test as chatTest, textOf, type RecordedRequest } from './support/chat-fixtures';
import { EVIL_DESCRIPTION, EVIL_MARKUP, startMcpToolsServer, TEST_PNG, type McpToolsServer } from './support/mcp-tools-server';

const test = chatTest.extend<{ mcp: McpToolsServer }>({
  mcp: async ({ server }, use) => {
    const mcp = await startMcpToolsServer(new URL(server.url).origin);
    await use(mcp);
    await mcp.close();
  },
});

type ServerName = 'Notes' | 'Trash' | 'Evil';

/** Stores the three servers and lists `chosen` in the current chat's mask, then reloads. */
async function useServers(page: Page, mcp: McpToolsServer, chosen: ServerName[]): Promise<void> {
  const now = Date.now();
  const records = (['Notes', 'Trash', 'Evil'] as const).map((name, index) => ({
    id: `mcp-${name.toLowerCase()}`,
    name,
    url: `${mcp.url}/${name.toLowerCase()}`,
    createdAt: now - index,
    updatedAt: now,
  }));
  const session = await firstSession(page);
  const mask = { ...session.mask, mcp: chosen.map((name) => `mcp-${name.toLowerCase()}`) };
  await putRecords(page, { mcpServers: records, sessions: [{ ...session, mask, updatedAt: Date.now() }] });
  await reloadChat(page);
}

const consent = (page: Page) => page.getByRole('dialog', { name: /^Run a tool of/ });

/** Sends a question that will be asked about: the consent dialog may open before the input is seen
 * emptied, and a modal dialog hides the input from the accessibility tree, so this does not wait
 * for it as `send` does. */
async function ask(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

/** The streamed chat requests of this test (those with a user message holding `word`). */
async function rounds(fake: Parameters<typeof fakeRequests>[0], word: string): Promise<RecordedRequest[]> {
  return (await fakeRequests(fake)).filter((request) => {
    const messages = request.json.messages ?? [];
    return request.path === '/openai/v1/chat/completions' && request.json.stream === true && messages.some((m) => m.role === 'user' && JSON.stringify(m.content).includes(word));
  });
}

test('a call waits for consent; Allow once runs it, shows its result under the call, and the answer goes on', { tag: '@phone' }, async ({ chat, fake, mcp }) => {
  const word = nonce();
  await useServers(chat, mcp, ['Notes']);
  const text = `Find my note on tea ${word}`;
  await ask(chat, text);

  const dialog = consent(chat);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Run a tool of “Notes”?');
  await expect(dialog).toContainText('search_notes');
  await expect(dialog).toContainText('Searches the notes');
  await expect(dialog.locator('pre')).toHaveText(JSON.stringify({ query: text }, null, 2));
  await expect(dialog.getByRole('button', { name: 'Deny' })).toBeFocused();
  expect(mcp.calls).toEqual([]);
  await snap(chat, 'mcp-consent');
  await expectAxeCleanInBothThemes(chat, 'the consent dialog');

  await dialog.getByRole('button', { name: 'Allow once' }).click();
  const reply = await replyDone(chat);
  await expect(reply).toContainText(`Tool said: Found a note about ${text}`);
  expect(mcp.calls).toEqual([{ server: 'notes', tool: 'search_notes', query: text }]);

  const tools = reply.getByRole('list', { name: 'Tools used' });
  await tools.getByText('Notes › search_notes').click();
  await expect(tools).toContainText(`Found a note about ${text}`);
  await expect(tools.getByRole('img', { name: 'Image the tool returned' })).toHaveAttribute('src', `data:image/png;base64,${TEST_PNG}`);
  const link = tools.getByRole('link', { name: 'The first note' });
  await expect(link).toHaveAttribute('href', 'https://example.com/notes/1');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await snap(chat, 'mcp-result');

  const [first, second] = await rounds(fake, word);
  const offered = (first?.json as { tools?: { function: { name: string } }[] }).tools?.map((tool) => tool.function.name);
  expect(offered).toEqual(['Notes__search_notes']);
  const sent = second?.json.messages as { role: string; content: unknown }[];
  expect(sent.at(-1)?.role).toBe('tool');
  expect(textOf(sent.at(-1)?.content)).toBe(`Found a note about ${text}\n\n[image image/png]\n\nnote-1: https://example.com/notes/1`);
});

test('Deny: the tool does not run and the model is told the user did not allow it', async ({ chat, fake, mcp }) => {
  const word = nonce();
  await useServers(chat, mcp, ['Notes']);
  await ask(chat, `Find my note on coffee ${word}`);
  await consent(chat).getByRole('button', { name: 'Deny' }).click();

  const reply = await replyDone(chat);
  await expect(reply).toContainText('Tool said: The user did not allow this tool call');
  expect(mcp.calls).toEqual([]);
  const tools = reply.getByRole('list', { name: 'Tools used' });
  await expect(tools).toContainText('Notes › search_notes · failed');
  await tools.getByText('Notes › search_notes').click();
  await expect(tools).toContainText('You did not allow this call; the model was told so.');
  const sent = (await rounds(fake, word))[1]?.json.messages ?? [];
  expect(textOf(sent.at(-1)?.content)).toBe('The user did not allow this tool call');
});

test('Allow for this chat lets a read-only tool run again unasked; a destructive tool is asked about every time', async ({ chat, mcp }) => {
  await useServers(chat, mcp, ['Notes']);
  await ask(chat, `Find my note on rice ${nonce()}`);
  await consent(chat).getByRole('button', { name: 'Allow for this chat' }).click();
  await replyDone(chat);
  await send(chat, `Find my note on beans ${nonce()}`);
  await expect((await replyDone(chat))).toContainText('Tool said: Found a note about');
  await expect(consent(chat)).toHaveCount(0);
  expect(mcp.calls.map((call) => call.tool)).toEqual(['search_notes', 'search_notes']);

  // The chat's picker lists the servers with their tool counts; the chat now takes Trash's tools.
  await inputActions(chat).getByRole('button', { name: 'Plugins: 1 on' }).click();
  const picker = chat.getByRole('dialog', { name: 'Plugins of this chat' });
  await expect(picker.getByRole('option', { name: /Notes/ })).toContainText('MCP server · 1 tool');
  await expect(picker.getByRole('option', { name: /Evil/ })).toContainText('MCP server · 2 tools');
  await snap(chat, 'mcp-picker');
  await picker.getByRole('option', { name: /Notes/ }).click();
  await picker.getByRole('option', { name: /Trash/ }).click();
  await picker.getByRole('button', { name: 'Done' }).click();

  for (const round of [1, 2]) {
    await ask(chat, `Delete my note on rice ${nonce()}`);
    const dialog = consent(chat);
    await expect(dialog).toHaveAccessibleName('Run a tool of “Trash”?');
    await expect(dialog).toContainText('it may change or delete things, so it is asked about every time');
    await expect(dialog.getByRole('button', { name: 'Allow for this chat' })).toHaveCount(0);
    if (round === 1) {
      await snap(chat, 'mcp-consent-destructive');
      // The warning's red on its tint must read in both themes.
      await expectAxeCleanInBothThemes(chat, 'the consent dialog of a destructive tool');
    }
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    await expect(await replyDone(chat)).toContainText('Tool said: Deleted');
  }
  expect(mcp.calls.map((call) => call.tool)).toEqual(['search_notes', 'search_notes', 'delete_note', 'delete_note']);
});

test('a malicious server: its description is only words, its markup stays text, and no other scheme becomes a link', async ({ chat, fake, mcp }) => {
  const word = nonce();
  await useServers(chat, mcp, ['Evil']);
  await ask(chat, `Look up the weather ${word}`);

  const dialog = consent(chat);
  await expect(dialog).toContainText(EVIL_DESCRIPTION);
  await expect(dialog).toContainText('These words come from the server.');
  // Nothing ran while the question was open, neither the tool nor the one its description names.
  expect(mcp.calls).toEqual([]);
  await dialog.getByRole('button', { name: 'Allow once' }).click();
  const reply = await replyDone(chat);
  await expect(reply).toContainText('Tool said:');

  const tools = reply.getByRole('list', { name: 'Tools used' });
  await tools.getByText('Evil › lookup').click();
  await expect(tools).toContainText(EVIL_MARKUP);
  await expect(tools).toContainText('Open me: javascript:window.__mcpRan=true');
  await expect(tools).toContainText('An image of type “image/svg+xml” is left out');
  await expect(tools.getByRole('link')).toHaveCount(0);
  await expect(tools.getByRole('img')).toHaveCount(0);
  // Nor does the answer, which repeats the result, link to anything but the web.
  await expect(reply.locator('a[href]:not([href^="http:"]):not([href^="https:"])')).toHaveCount(0);
  expect(await chat.evaluate(() => (window as { __mcpRan?: boolean }).__mcpRan)).toBeUndefined();
  expect(mcp.calls.map((call) => call.tool)).toEqual(['lookup']);
  // The model was offered both tools; the description reached it as words, and that is all.
  const offered = ((await rounds(fake, word))[0]?.json as { tools?: { function: { name: string; description?: string } }[] }).tools;
  expect(offered?.map((tool) => tool.function.name)).toEqual(['Evil__lookup', 'Evil__send_keys']);
  await snap(chat, 'mcp-malicious');
});
