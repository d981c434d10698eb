// runMcpToolCall against a real MCP server (the SDK's McpServer) linked to a real client in memory.

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { ToolCall } from '../../../core/types';
import { setToolConsentAsker, type ToolConsent, type ToolConsentRequest } from './consent';
import { runMcpToolCall, type ChatAllowance, type McpTool } from './run-tool-call';
import { MCP_RESULT_MAX_CHARS } from './tool-result';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Fixture {
  tools: Map<string, McpTool>;
  ran: string[];
  server: McpServer;
  client: Client;
  /** Resolves the slow tool's call, which otherwise waits. */
  releaseSlow: () => void;
}

async function connect(): Promise<Fixture> {
  const ran: string[] = [];
  let releaseSlow = () => {};
  const server = new McpServer({ name: 'files', version: '1.0.0' });
  server.registerTool(
    'read',
    { description: 'Reads a file', inputSchema: { path: z.string() }, annotations: { readOnlyHint: true } },
    ({ path }) => {
      ran.push(`read ${path}`);
      return { content: [{ type: 'text', text: `contents of ${path}` }] };
    },
  );
  server.registerTool('delete', { description: 'Deletes a file', inputSchema: { path: z.string() } }, ({ path }) => {
    ran.push(`delete ${path}`);
    return { content: [{ type: 'text', text: `deleted ${path}` }] };
  });
  server.registerTool('append', { inputSchema: { line: z.string() }, annotations: { destructiveHint: false } }, ({ line }) => {
    ran.push(`append ${line}`);
    return { content: [{ type: 'text', text: 'ok' }] };
  });
  server.registerTool('long', { annotations: { readOnlyHint: true } }, () => ({ content: [{ type: 'text', text: 'x'.repeat(MCP_RESULT_MAX_CHARS + 500) }] }));
  server.registerTool('fails', { annotations: { readOnlyHint: true } }, () => ({ isError: true, content: [{ type: 'text', text: 'disk full' }] }));
  server.registerTool('throws', { annotations: { readOnlyHint: true } }, () => {
    throw new Error('boom');
  });
  server.registerTool('slow', { annotations: { readOnlyHint: true } }, async (extra) => {
    ran.push('slow started');
    await new Promise<void>((resolve) => {
      releaseSlow = resolve;
      extra.signal.addEventListener('abort', () => {
        ran.push('slow cancelled');
        resolve();
      });
    });
    return { content: [{ type: 'text', text: 'slow done' }] };
  });
  server.registerTool('mixed', { annotations: { readOnlyHint: true } }, () => ({
    content: [
      { type: 'text', text: '<img src=x onerror="alert(1)">' },
      { type: 'image', mimeType: 'image/png', data: PNG },
      { type: 'image', mimeType: 'image/svg+xml', data: 'PHN2Zy8+' },
      { type: 'resource_link', uri: 'https://example.com/doc', name: 'doc' },
      { type: 'resource_link', uri: 'javascript:alert(1)', name: 'evil' },
    ],
  }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  const { tools } = await client.listTools();
  const fixture: Fixture = {
    tools: new Map(tools.map((tool) => [tool.name, { name: `files__${tool.name}`, serverId: 's1', serverName: 'Files', tool, client }])),
    ran,
    server,
    client,
    releaseSlow: () => releaseSlow(),
  };
  return fixture;
}

function memoryAllowance(): ChatAllowance & { keys: Set<string> } {
  const keys = new Set<string>();
  return {
    sessionId: 'chat-1',
    keys,
    has: (serverId, tool) => keys.has(`${serverId}/${tool}`),
    add: (serverId, tool) => void keys.add(`${serverId}/${tool}`),
  };
}

const call = (name: string, args: unknown, id = 'c1'): ToolCall => ({
  id,
  type: 'function',
  function: { name: `files__${name}`, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
});

/** Answers every question with the next of `answers`, and keeps the questions. */
function answering(...answers: ToolConsent[]): ToolConsentRequest[] {
  const asked: ToolConsentRequest[] = [];
  setToolConsentAsker((request) => {
    asked.push(request);
    return Promise.resolve(answers.shift() ?? 'deny');
  });
  return asked;
}

let fixture: Fixture;
const tool = (name: string) => {
  const found = fixture.tools.get(name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};
const signal = () => new AbortController().signal;

afterEach(async () => {
  setToolConsentAsker(undefined);
  await fixture.client.close();
  await fixture.server.close();
});

describe('runMcpToolCall', () => {
  it('asks with the server, the tool, its description and the arguments, and runs once allowed', async () => {
    fixture = await connect();
    const asked = answering('once');
    const result = await runMcpToolCall(memoryAllowance(), tool('read'), call('read', { path: '/a' }), signal());
    expect(asked).toEqual([
      { sessionId: 'chat-1', serverId: 's1', serverName: 'Files', toolName: 'read', description: 'Reads a file', arguments: { path: '/a' }, readOnly: true, destructive: false },
    ]);
    expect(result).toEqual({ status: 200, content: 'contents of /a', display: [{ type: 'text', text: 'contents of /a' }] });
    expect(fixture.ran).toEqual(['read /a']);
  });

  it('does not call the tool when the user denies, and tells the model', async () => {
    fixture = await connect();
    answering('deny');
    const result = await runMcpToolCall(memoryAllowance(), tool('delete'), call('delete', { path: '/a' }), signal());
    expect(result.status).toBe(403);
    expect(result.content).toBe('The user did not allow this tool call');
    expect(result.display).toEqual([{ type: 'text', text: 'You did not allow this call; the model was told so.' }]);
    expect(fixture.ran).toEqual([]);
  });

  it('denies when no chat is there to ask', async () => {
    fixture = await connect();
    const result = await runMcpToolCall(memoryAllowance(), tool('read'), call('read', { path: '/a' }), signal());
    expect(result.status).toBe(403);
    expect(fixture.ran).toEqual([]);
  });

  it('remembers "Allow for this chat" for a read-only tool: its next call is not asked about', async () => {
    fixture = await connect();
    const allowance = memoryAllowance();
    const asked = answering('chat');
    await runMcpToolCall(allowance, tool('read'), call('read', { path: '/a' }), signal());
    await runMcpToolCall(allowance, tool('read'), call('read', { path: '/b' }, 'c2'), signal());
    expect(asked).toHaveLength(1);
    expect(allowance.keys).toEqual(new Set(['s1/read']));
    expect(fixture.ran).toEqual(['read /a', 'read /b']);
  });

  it('remembers it for a tool the server says is not destructive', async () => {
    fixture = await connect();
    const allowance = memoryAllowance();
    const asked = answering('chat');
    await runMcpToolCall(allowance, tool('append'), call('append', { line: '1' }), signal());
    await runMcpToolCall(allowance, tool('append'), call('append', { line: '2' }, 'c2'), signal());
    expect(asked.map((request) => [request.readOnly, request.destructive])).toEqual([[false, false]]);
    expect(fixture.ran).toEqual(['append 1', 'append 2']);
  });

  it('asks about a destructive tool every time, even after "Allow for this chat"', async () => {
    fixture = await connect();
    const allowance = memoryAllowance();
    const asked = answering('chat', 'deny');
    await runMcpToolCall(allowance, tool('delete'), call('delete', { path: '/a' }), signal());
    const second = await runMcpToolCall(allowance, tool('delete'), call('delete', { path: '/b' }, 'c2'), signal());
    expect(asked.map((request) => request.destructive)).toEqual([true, true]);
    expect(allowance.keys.size).toBe(0);
    expect(second.status).toBe(403);
    expect(fixture.ran).toEqual(['delete /a']);
  });

  it('asks about a destructive tool even when a stored allowance names it', async () => {
    fixture = await connect();
    const allowance = memoryAllowance();
    allowance.keys.add('s1/delete');
    const asked = answering('deny');
    await runMcpToolCall(allowance, tool('delete'), call('delete', { path: '/a' }), signal());
    expect(asked).toHaveLength(1);
    expect(fixture.ran).toEqual([]);
  });

  it('refuses arguments that are not a JSON object without asking', async () => {
    fixture = await connect();
    const asked = answering('once');
    const result = await runMcpToolCall(memoryAllowance(), tool('read'), call('read', '[1, 2]'), signal());
    expect(result.status).toBe(400);
    expect(asked).toEqual([]);
  });

  it('cuts a long result for the model at the bound, with a note, and says so to the reader', async () => {
    fixture = await connect();
    answering('once');
    const result = await runMcpToolCall(memoryAllowance(), tool('long'), call('long', {}), signal());
    expect(result.status).toBe(200);
    expect(result.content).toBe(`${'x'.repeat(MCP_RESULT_MAX_CHARS)}\n[Cut: the result has ${MCP_RESULT_MAX_CHARS + 500} characters; only the first ${MCP_RESULT_MAX_CHARS} are given.]`);
    expect(result.display?.at(-1)).toEqual({
      type: 'text',
      text: `The result is longer than ${MCP_RESULT_MAX_CHARS} characters: only its first ${MCP_RESULT_MAX_CHARS} were given to the model and are shown.`,
    });
  });

  it('returns a tool error (isError) as an error result with a sentence and the server text', async () => {
    fixture = await connect();
    answering('once');
    const result = await runMcpToolCall(memoryAllowance(), tool('fails'), call('fails', {}), signal());
    expect(result).toEqual({
      status: 500,
      content: 'disk full',
      display: [
        { type: 'text', text: '“Files” says the tool failed:' },
        { type: 'text', text: 'disk full' },
      ],
    });
  });

  it('returns a handler that throws as an error result', async () => {
    fixture = await connect();
    answering('once');
    const result = await runMcpToolCall(memoryAllowance(), tool('throws'), call('throws', {}), signal());
    expect(result.status).toBe(500);
    expect(result.content).toContain('boom');
  });

  it('returns a server that is gone as an error result saying it cannot be reached', async () => {
    fixture = await connect();
    answering('once');
    await fixture.server.close();
    const result = await runMcpToolCall(memoryAllowance(), tool('read'), call('read', { path: '/a' }), signal());
    expect(result.status).toBe(502);
    expect(result.display).toEqual([{ type: 'text', text: '“Files” cannot be reached or stopped answering, so the tool did not give a result.' }]);
  });

  it('returns a tool the server no longer has as an error result', async () => {
    fixture = await connect();
    answering('once');
    const gone = { ...tool('read'), tool: { ...tool('read').tool, name: 'vanished' } };
    const result = await runMcpToolCall(memoryAllowance(), gone, call('vanished', {}), signal());
    expect(result.status).toBe(500);
    expect(result.display?.[0]).toEqual({ type: 'text', text: '“Files” says the tool failed:' });
  });

  it('returns a protocol error the server answers with as an error result', async () => {
    fixture = await connect();
    answering('once');
    // The low-level server answers a tool call with a JSON-RPC error, as servers not built on
    // McpServer may.
    const strict = new Server({ name: 'strict', version: '1.0.0' }, { capabilities: { tools: {} } });
    strict.setRequestHandler(CallToolRequestSchema, () => {
      throw new McpError(ErrorCode.InvalidParams, 'path outside the root');
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 'test', version: '1.0.0' });
    await Promise.all([strict.connect(serverSide), client.connect(clientSide)]);
    const result = await runMcpToolCall(memoryAllowance(), { ...tool('read'), client }, call('read', { path: '/etc' }), signal());
    await client.close();
    expect(result.status).toBe(500);
    expect(result.content).toBe('The MCP server refused the call: path outside the root');
    expect(result.display).toEqual([
      { type: 'text', text: '“Files” refused the call:' },
      { type: 'text', text: 'path outside the root' },
    ]);
  });

  it('cancels a call in flight when the reply is stopped', async () => {
    fixture = await connect();
    answering('once');
    const controller = new AbortController();
    const running = runMcpToolCall(memoryAllowance(), tool('slow'), call('slow', {}), controller.signal);
    await expect.poll(() => fixture.ran).toEqual(['slow started']);
    controller.abort();
    await expect(running).rejects.toThrow();
    await expect.poll(() => fixture.ran).toEqual(['slow started', 'slow cancelled']);
  });

  it('ends a question still open when the reply is stopped, and runs nothing', async () => {
    fixture = await connect();
    let asked = false;
    setToolConsentAsker(() => {
      asked = true;
      return new Promise<ToolConsent>(() => {});
    });
    const controller = new AbortController();
    const running = runMcpToolCall(memoryAllowance(), tool('read'), call('read', { path: '/a' }), controller.signal);
    await expect.poll(() => asked).toBe(true);
    controller.abort();
    await expect(running).rejects.toThrow();
    expect(fixture.ran).toEqual([]);
  });

  it('shows raster images and web links only; markup stays text', async () => {
    fixture = await connect();
    answering('once');
    const result = await runMcpToolCall(memoryAllowance(), tool('mixed'), call('mixed', {}), signal());
    expect(result.display).toEqual([
      { type: 'text', text: '<img src=x onerror="alert(1)">' },
      { type: 'image', url: `data:image/png;base64,${PNG}` },
      { type: 'text', text: 'An image of type “image/svg+xml” is left out: only PNG, JPEG, GIF and WebP images are shown.' },
      { type: 'link', url: 'https://example.com/doc', name: 'doc' },
      { type: 'text', text: 'evil: javascript:alert(1)' },
    ]);
  });
});
