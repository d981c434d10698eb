// A real MCP server for tests (the SDK's McpServer), with one tool, one prompt that takes an
// argument, a text resource and a binary one. `mcpRequestHandler` answers web Requests (unit
// tests hand it to a stubbed fetch); `startMcpHttpServer` serves it on node:http with the CORS
// headers a browser needs from a server that allows the page's origin.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import * as z from 'zod';

export const TEST_MCP = {
  name: 'notes-server',
  tool: 'echo',
  prompt: 'summarize',
  promptArgument: 'topic',
  textResource: { uri: 'notes://readme', name: 'readme', text: 'The notes server keeps short notes.' },
  binaryResource: { uri: 'notes://logo', name: 'logo' },
} as const;

/** The prompt's one message, with the argument in it. */
export const promptText = (topic: string): string => `Summarize what is known about ${topic}.`;

function testMcpServer(): McpServer {
  const server = new McpServer({ name: TEST_MCP.name, version: '1.0.0' });
  server.registerTool(TEST_MCP.tool, { description: 'Echoes the text back', inputSchema: { text: z.string() } }, ({ text }) => ({
    content: [{ type: 'text', text }],
  }));
  server.registerPrompt(
    TEST_MCP.prompt,
    { description: 'A summary of a topic', argsSchema: { [TEST_MCP.promptArgument]: z.string() } },
    (args: Record<string, string>) => ({
      messages: [{ role: 'user', content: { type: 'text', text: promptText(args[TEST_MCP.promptArgument] ?? '') } }],
    }),
  );
  server.registerResource(TEST_MCP.textResource.name, TEST_MCP.textResource.uri, { mimeType: 'text/plain' }, (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'text/plain', text: TEST_MCP.textResource.text }],
  }));
  server.registerResource(TEST_MCP.binaryResource.name, TEST_MCP.binaryResource.uri, { mimeType: 'image/png' }, (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'image/png', blob: 'iVBORw0KGgo=' }],
  }));
  return server;
}

/** Answers one request, statelessly: a fresh server and transport per request, JSON answers. */
export async function mcpRequestHandler(request: Request): Promise<Response> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await testMcpServer().connect(transport);
  return transport.handleRequest(request);
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, authorization, mcp-session-id, mcp-protocol-version, last-event-id',
  'access-control-expose-headers': 'mcp-session-id',
};

async function bodyOf(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

export interface McpHttpServer {
  /** The MCP endpoint. */
  url: string;
  close: () => Promise<void>;
}

/** Serves the test server at /mcp; only `allowOrigin` gets CORS headers. */
export async function startMcpHttpServer(allowOrigin: string): Promise<McpHttpServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const origin = req.headers.origin;
      const cors = origin === allowOrigin ? { ...CORS_HEADERS, 'access-control-allow-origin': origin, vary: 'origin' } : {};
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const body = req.method === 'POST' ? await bodyOf(req) : undefined;
      const answer = await mcpRequestHandler(
        new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(body ? { body } : {}) }),
      );
      res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), ...cors });
      res.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
