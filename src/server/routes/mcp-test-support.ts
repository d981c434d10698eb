// Real MCP servers for the relay's tests, built on the official SDK over node:http on loopback:
// Streamable HTTP stateless and with sessions, and the older HTTP+SSE transport. Each records the
// requests it was sent. The SDK's server side is for tests only: the server never imports it.

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface TestMcpServer {
  /** The MCP endpoint (Streamable HTTP) or the event stream's URL (HTTP+SSE). */
  url: string;
  seen: Seen[];
  /** Sessions the server ended on the client's DELETE. */
  closedSessions: string[];
  /** Event streams (HTTP+SSE) open now. */
  openStreams: () => number;
  close(): Promise<void>;
}

export const COUNT_TOOL = 'count';

/** A server with two tools: "echo" answers with its text; "count" sends a progress notification
 * for each step and answers only once `heard` resolves, which the test resolves when its client has
 * received the notifications: the answer can then only arrive if the relay streamed them before it. */
function mcpServer(heard: () => Promise<void>): McpServer {
  const server = new McpServer({ name: 'relay-test', version: '1.0.0' });
  server.registerTool('echo', { description: 'Answers with its text', inputSchema: { text: z.string() } }, ({ text }) => ({ content: [{ type: 'text', text }] }));
  server.registerTool(COUNT_TOOL, { description: 'Counts with progress', inputSchema: { to: z.number() } }, async ({ to }, extra) => {
    const progressToken = extra._meta?.progressToken;
    if (progressToken === undefined) throw new Error('count needs a progress token');
    for (let step = 1; step <= to; step += 1) {
      await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress: step, total: to } });
    }
    await heard();
    return { content: [{ type: 'text', text: `counted to ${to}` }] };
  });
  return server;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

async function listen(handler: Handler, path: string, extra: Omit<TestMcpServer, 'url' | 'seen' | 'close'>, seen: Seen[]): Promise<TestMcpServer> {
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    handler(req, res).catch(() => res.headersSent || res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    seen,
    ...extra,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Streamable HTTP without sessions: a fresh server and transport for every request. */
export function startStatelessServer(heard: () => Promise<void>): Promise<TestMcpServer> {
  const seen: Seen[] = [];
  return listen(
    async (req, res) => {
      const server = mcpServer(heard);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', () => void transport.close().then(() => server.close()));
      await server.connect(transport);
      await transport.handleRequest(req, res);
    },
    '/mcp',
    { closedSessions: [], openStreams: () => 0 },
    seen,
  );
}

/** Streamable HTTP with sessions: the server names one in Mcp-Session-Id on initialize, and the
 * client's DELETE ends it. */
export function startSessionServer(heard: () => Promise<void>): Promise<TestMcpServer> {
  const seen: Seen[] = [];
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const closedSessions: string[] = [];
  return listen(
    async (req, res) => {
      const id = req.headers['mcp-session-id'];
      const known = typeof id === 'string' ? sessions.get(id) : undefined;
      if (typeof id === 'string' && !known) {
        res.writeHead(404).end();
        return;
      }
      let transport = known;
      if (!transport) {
        const created = new StreamableHTTPServerTransport({
          sessionIdGenerator: () => randomUUID(),
          onsessioninitialized: (session) => void sessions.set(session, created),
          onsessionclosed: (session) => {
            sessions.delete(session);
            closedSessions.push(session);
          },
        });
        await mcpServer(heard).connect(created);
        transport = created;
      }
      await transport.handleRequest(req, res);
    },
    '/mcp',
    { closedSessions, openStreams: () => 0 },
    seen,
  );
}

/** The older HTTP+SSE transport: GET /sse opens the event stream, whose first event names where to
 * POST (/messages?sessionId=…); answers come back on the stream. */
export function startSseServer(heard: () => Promise<void>): Promise<TestMcpServer> {
  const seen: Seen[] = [];
  const streams = new Map<string, SSEServerTransport>();
  return listen(
    async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/sse') {
        const transport = new SSEServerTransport('/messages', res);
        streams.set(transport.sessionId, transport);
        res.on('close', () => streams.delete(transport.sessionId));
        await mcpServer(heard).connect(transport);
        return;
      }
      const transport = streams.get(url.searchParams.get('sessionId') ?? '');
      if (req.method === 'POST' && url.pathname === '/messages' && transport) {
        await transport.handlePostMessage(req, res);
        return;
      }
      res.writeHead(404).end();
    },
    '/sse',
    { closedSessions: [], openStreams: () => streams.size },
    seen,
  );
}

/** A promise and the function that resolves it. */
export function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
