// A chat's MCP tools as one runner, against real MCP servers (the SDK's McpServer) in memory, with
// the allowance kept in the chat's record.

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { hydrateStores } from '../../stores/hydrate';
import { useChatStore } from '../../stores/chat-store';
import { resetStoresForTests } from '../../stores/test-utils';
import { chatAllowance } from './chat-allowance';
import { setToolConsentAsker, type ToolConsentRequest } from './consent';
import { createMcpToolRunner, type McpServerTools } from './mcp-tool-runner';

const closers: (() => Promise<void>)[] = [];

async function connected(serverId: string, serverName: string): Promise<McpServerTools & { ran: string[] }> {
  const ran: string[] = [];
  const server = new McpServer({ name: serverName, version: '1.0.0' });
  server.registerTool('read', { description: `Reads from ${serverName}`, inputSchema: { path: z.string() }, annotations: { readOnlyHint: true } }, ({ path }) => {
    ran.push(path);
    return { content: [{ type: 'text', text: `${serverName}: ${path}` }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(() => client.close(), () => server.close());
  return { serverId, serverName, client, tools: (await client.listTools()).tools, ran };
}

const call = (name: string, args: unknown) => ({ id: 'c1', type: 'function' as const, function: { name, arguments: JSON.stringify(args) } });
const signal = () => new AbortController().signal;
let sessionId = '';

beforeEach(async () => {
  await resetStoresForTests();
  await hydrateStores();
  sessionId = useChatStore.getState().currentSessionId;
});
afterEach(async () => {
  setToolConsentAsker(undefined);
  for (const close of closers.splice(0)) await close();
});

describe('createMcpToolRunner', () => {
  it('offers each tool under "<server>__<tool>", two servers of one name kept apart, and runs a call at its own server', async () => {
    const work = await connected('s1', 'Files');
    const home = await connected('s2', 'Files');
    setToolConsentAsker(() => Promise.resolve('once'));
    const runner = createMcpToolRunner(chatAllowance(sessionId), [work, home]);
    expect(runner?.definitions).toEqual([
      { type: 'function', function: { name: 'Files__read', description: 'Reads from Files', parameters: work.tools[0]?.inputSchema } },
      { type: 'function', function: { name: 'Files__read_2', description: 'Reads from Files', parameters: home.tools[0]?.inputSchema } },
    ]);
    const result = await runner?.run(call('Files__read_2', { path: '/b' }), signal());
    expect(result?.status).toBe(200);
    expect(work.ran).toEqual([]);
    expect(home.ran).toEqual(['/b']);
  });

  it('answers a name it does not offer as an error result, running nothing', async () => {
    const files = await connected('s1', 'Files');
    const runner = createMcpToolRunner(chatAllowance(sessionId), [files]);
    const result = await runner?.run(call('Files__write', {}), signal());
    expect(result?.status).toBe(404);
    expect(result?.display).toEqual([{ type: 'text', text: 'This chat has no tool named “Files__write”.' }]);
    expect(files.ran).toEqual([]);
  });

  it('keeps "Allow for this chat" in the chat’s record, by server and tool', async () => {
    const files = await connected('s1', 'Files');
    const asked: ToolConsentRequest[] = [];
    setToolConsentAsker((request) => {
      asked.push(request);
      return Promise.resolve('chat');
    });
    const runner = createMcpToolRunner(chatAllowance(sessionId), [files]);
    await runner?.run(call('Files__read', { path: '/a' }), signal());
    await runner?.run(call('Files__read', { path: '/b' }), signal());
    expect(asked).toHaveLength(1);
    expect(useChatStore.getState().sessions.find((session) => session.id === sessionId)?.mcpAllowed).toEqual({ s1: ['read'] });
    expect(files.ran).toEqual(['/a', '/b']);
  });

  it('is none when the servers list no tools', () => {
    expect(createMcpToolRunner(chatAllowance(sessionId), [])).toBeUndefined();
  });
});
