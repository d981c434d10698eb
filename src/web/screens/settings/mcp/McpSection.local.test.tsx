// Local (stdio) MCP servers in Settings → MCP, in each build: the desktop build adds and imports
// them and starts one only through the consent dialog, which shows the exact command line; the web
// build offers no such field and names them as the desktop app's.

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The first connection loads the MCP SDK, which takes a few seconds on a loaded machine. */
const SDK_LOAD = { timeout: 20_000 };
/** Typing a whole form with userEvent, on a loaded machine. */
const FORM_TEST = { timeout: 60_000 };

const START_PATH = /^\/api\/desktop\/mcp\/[^/]+\/start$/;

let calls: { url: string; init: RequestInit | undefined }[] = [];

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function renderSection(mode: 'web' | 'desktop') {
  vi.stubEnv('VITE_BUILD_MODE', mode);
  vi.resetModules();
  calls = [];
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify({ started: true }), { status: START_PATH.test(url) ? 200 : 409, headers: { 'content-type': 'application/json' } }));
  });
  await (await import('../../../stores/test-utils')).resetStoresForTests();
  const { hydrateStores } = await import('../../../stores/hydrate');
  await hydrateStores();
  const { McpSection } = await import('./McpSection');
  const { useMcpServerStore } = await import('../../../stores/mcp-server-store');
  render(<McpSection />);
  return useMcpServerStore;
}

const startCalls = () => calls.filter((call) => START_PATH.test(call.url));

describe('the desktop build', () => {
  it('adds a local command and starts it only on Start in the consent dialog, with exactly the command line shown', FORM_TEST, async () => {
    const user = userEvent.setup();
    await renderSection('desktop');
    await user.click(screen.getByRole('button', { name: 'Add server' }));
    const editor = screen.getByRole('dialog', { name: 'Add MCP server' });
    await user.click(within(editor).getByRole('radio', { name: 'Local command' }));
    await user.type(within(editor).getByLabelText('Name'), 'Notes');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Enter the program to run.');
    await user.type(within(editor).getByLabelText('Command'), '/usr/bin/node');
    await user.type(within(editor).getByLabelText('Arguments (one per line)'), 'server.js{Enter}; rm -rf ~{Enter}$(id)');
    await user.type(within(editor).getByLabelText('Environment (NAME=value, one per line)'), 'not a name');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('Write each variable as NAME=value');
    await user.clear(within(editor).getByLabelText('Environment (NAME=value, one per line)'));
    await user.type(within(editor).getByLabelText('Environment (NAME=value, one per line)'), 'NOTES_DIR=/home/me/notes{Enter}TOKEN=secret-value');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    const row = screen.getByRole('listitem', { name: 'Notes' });
    const shown = `/usr/bin/node server.js '; rm -rf ~' '$(id)'`;
    expect(row).toHaveTextContent(shown);
    await waitFor(() => expect(row).toHaveTextContent('Not started. Its program runs only once you start it.'), SDK_LOAD);
    expect(startCalls()).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Start Notes' }));
    let consent = screen.getByRole('dialog', { name: 'Start a program on this computer?' });
    expect(within(consent).getByLabelText('Command')).toHaveTextContent(shown);
    expect(consent).toHaveTextContent('Variables it gets besides PATH and HOME: NOTES_DIR, TOKEN');
    expect(consent).not.toHaveTextContent('secret-value');
    await user.click(within(consent).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(startCalls()).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Start Notes' }));
    consent = screen.getByRole('dialog', { name: 'Start a program on this computer?' });
    await user.click(within(consent).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(startCalls()).toHaveLength(1), SDK_LOAD);
    const [call] = startCalls();
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      command: '/usr/bin/node',
      args: ['server.js', '; rm -rf ~', '$(id)'],
      env: { NOTES_DIR: '/home/me/notes', TOKEN: 'secret-value' },
    });
  });

  it('imports command entries as local servers that still wait for Start', FORM_TEST, async () => {
    const user = userEvent.setup();
    const store = await renderSection('desktop');
    await user.click(screen.getByRole('button', { name: 'Import servers' }));
    const dialog = screen.getByRole('dialog', { name: 'Import MCP servers' });
    const config = JSON.stringify({ mcpServers: { files: { command: 'npx', args: ['-y', 'server-files'], env: { ROOT: '/data' } } } });
    await user.click(within(dialog).getByLabelText('Configuration (JSON)'));
    await user.paste(config);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(dialog).toHaveTextContent('These start a program on this computer and each runs only once you start it: files.');
    expect(store.getState().list()).toMatchObject([{ name: 'files', url: '', command: 'npx', args: ['-y', 'server-files'], env: { ROOT: '/data' } }]);
    await user.keyboard('{Escape}');
    const row = screen.getByRole('listitem', { name: 'files' });
    await waitFor(() => expect(row).toHaveTextContent('Not started.'), SDK_LOAD);
    expect(startCalls()).toEqual([]);
  });
});

describe('the web build', () => {
  it('has no local command field, names a synced local server as the desktop app’s, and does not import command entries', FORM_TEST, async () => {
    const user = userEvent.setup();
    const store = await renderSection('web');
    await user.click(screen.getByRole('button', { name: 'Add server' }));
    const editor = screen.getByRole('dialog', { name: 'Add MCP server' });
    expect(within(editor).queryByRole('radio')).toBeNull();
    expect(within(editor).queryByLabelText('Command')).toBeNull();
    expect(within(editor).getByLabelText('Server URL')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));

    // As another device's sync brings it.
    store.getState().add({ name: 'Notes', url: '', command: 'node', args: ['server.js'], env: {} });
    const row = await screen.findByRole('listitem', { name: 'Notes' });
    await waitFor(() => expect(row).toHaveTextContent('It starts a program on a computer, so it runs only in the desktop app.'), SDK_LOAD);
    expect(within(row).queryByRole('button', { name: 'Start Notes' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Try again' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Import servers' }));
    const dialog = screen.getByRole('dialog', { name: 'Import MCP servers' });
    await user.click(within(dialog).getByLabelText('Configuration (JSON)'));
    await user.paste(JSON.stringify({ mcpServers: { files: { command: 'npx' } } }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(dialog).toHaveTextContent('Not imported, because they start a program on this computer, which the web version cannot do: files.');
    expect(store.getState().list().map((server) => server.name)).toEqual(['Notes']);
    expect(startCalls()).toEqual([]);
  });
});
