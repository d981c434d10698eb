// Local MCP servers through the desktop server's own routes, as the page reaches them: a real
// program (tests/support/mcp-stdio-test-server.mjs) started from the start route, spoken to with
// the SDK's client over Streamable HTTP, with the launch gate's cookie and the window's origin.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { localMcpEndpointPath, localMcpStartPath, localMcpStopPath, type LocalCommand } from '../../core/mcp/local-command';
import { launchUrl } from '../../server/launch-gate';
import { startDesktopServer, type DesktopServer } from '../desktop-server';

const SCRIPT = fileURLToPath(new URL('../../../tests/support/mcp-stdio-test-server.mjs', import.meta.url));
/** Arguments a shell would act on; the program must get them as text. */
const SHELL_ARGS = ['; rm -rf ~', '$(id)', '`id`', 'a b', "it's", '> /tmp/x', '*'];

let dir = '';
let server: DesktopServer;
let own = '';
let cookie = '';

/** Like the window's fetch: its session cookie, and its origin on every request. */
const windowFetch = (extra: Record<string, string> = {}): typeof fetch => (input, init = {}) => {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', cookie);
  headers.set('origin', own);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return fetch(input, { ...init, headers });
};

function command(args: string[] = SHELL_ARGS): LocalCommand {
  return { command: process.execPath, args: [SCRIPT, ...args], env: { NOTES_DIR: '/tmp/notes $(id)' } };
}

const start = (id: string, body: unknown, fetchImpl = windowFetch()) =>
  fetchImpl(`${own}${localMcpStartPath(id)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function connect(id: string): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${own}${localMcpEndpointPath(id)}`), { fetch: windowFetch() }));
  return client;
}

async function environmentOf(client: Client): Promise<{ env: string[]; argv: string[]; declared: string | null }> {
  const result = await client.callTool({ name: 'environment', arguments: {} });
  const [content] = result.content as { type: 'text'; text: string }[];
  return JSON.parse(content?.text ?? '{}') as { env: string[]; argv: string[]; declared: string | null };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'polychat-local-mcp-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>PolyChat</title>');
  // A provider key in the app's own environment, which no local server may see.
  server = await startDesktopServer({
    webRoot: dir,
    dataDir: join(dir, 'data'),
    appEnv: { PATH: process.env.PATH, HOME: process.env.HOME, OPENAI_API_KEY: 'sk-app-key', POLYCHAT_SECRET: 'x', USER: 'someone' },
  });
  own = `http://${server.gate.host}`;
  const launched = await fetch(launchUrl(server.gate), { redirect: 'manual' });
  cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

it('starts the program allowed, with only PATH, HOME and the declared variables, its arguments as given, past a line that is not protocol', async () => {
  expect((await start('notes', command())).status).toBe(200);
  const client = await connect('notes');
  expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['environment']);
  const seen = await environmentOf(client);
  expect(seen.env).toEqual(['HOME', 'NOTES_DIR', 'PATH']);
  expect(seen.argv).toEqual(SHELL_ARGS);
  expect(seen.declared).toBe('/tmp/notes $(id)');
  expect(server.localServers.skippedLines('notes')).toBe(1);
  await client.close();
});

it('refuses a request without the window session, and starts nothing', async () => {
  cookie = '';
  expect((await start('notes', command())).status).toBe(403);
  expect(server.localServers.pid('notes')).toBeUndefined();
});

it('refuses a start from another origin (a page on another local port), and starts nothing', async () => {
  const response = await start('notes', command(), windowFetch({ origin: 'http://127.0.0.1:1' }));
  expect(response.status).toBe(403);
  expect(server.localServers.pid('notes')).toBeUndefined();
});

it('starts nothing without a start: the protocol route alone answers that the server is not started', async () => {
  const response = await windowFetch()(`${own}${localMcpEndpointPath('notes')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
  });
  expect(response.status).toBe(409);
  expect(server.localServers.pid('notes')).toBeUndefined();
});

it('refuses a start that is not a command line', async () => {
  expect((await start('notes', { command: 'node', args: 'a b', env: {} })).status).toBe(400);
  expect((await start('notes', { command: 'node', args: [], env: { 'BAD NAME': 'x' } })).status).toBe(400);
  expect(server.localServers.pid('notes')).toBeUndefined();
});

it('names a program that cannot start', async () => {
  const response = await start('notes', { command: join(dir, 'no-such-program'), args: [], env: {} });
  expect(response.status).toBe(502);
  expect(await response.json()).toMatchObject({ error: 'cannotStart' });
});

it('ends the program when stopped, when started with another command line, and when the app quits', { timeout: 30_000 }, async () => {
  await start('notes', command());
  const first = server.localServers.pid('notes') ?? 0;
  expect(alive(first)).toBe(true);
  await start('notes', command(['other']));
  const second = server.localServers.pid('notes') ?? 0;
  expect(second).not.toBe(first);
  expect(alive(first)).toBe(false);
  expect((await windowFetch()(`${own}${localMcpStopPath('notes')}`, { method: 'POST' })).status).toBe(200);
  expect(alive(second)).toBe(false);

  await start('notes', command());
  await start('files', command());
  const running = [server.localServers.pid('notes') ?? 0, server.localServers.pid('files') ?? 0];
  expect(running.every(alive)).toBe(true);
  await server.close();
  expect(running.some(alive)).toBe(false);
  server = await startDesktopServer({ webRoot: dir, dataDir: join(dir, 'data') });
});

it('a new session of the page (a reconnect) reaches the same program', async () => {
  await start('notes', command());
  const pid = server.localServers.pid('notes');
  const first = await connect('notes');
  await first.close();
  const second = await connect('notes');
  expect((await environmentOf(second)).argv).toEqual(SHELL_ARGS);
  expect(server.localServers.pid('notes')).toBe(pid);
  await second.close();
});

it('runs a published MCP server (@modelcontextprotocol/server-everything) over stdio, with its tools and prompts', async () => {
  const everything = fileURLToPath(new URL('../../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url));
  expect((await start('everything', { command: process.execPath, args: [everything, 'stdio'], env: {} })).status).toBe(200);
  const client = await connect('everything');
  const tools = (await client.listTools()).tools.map((tool) => tool.name);
  expect(tools).toContain('echo');
  const echoed = await client.callTool({ name: 'echo', arguments: { message: 'through the desktop bridge' } });
  expect(JSON.stringify(echoed.content)).toContain('through the desktop bridge');
  expect((await client.listPrompts()).prompts.length).toBeGreaterThan(0);
  await client.close();
}, 30_000);
