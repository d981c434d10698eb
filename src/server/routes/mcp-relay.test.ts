// The MCP relay with real MCP servers (the official SDK's, on loopback) and the SDK's own client in
// node, whose every request goes through the app's relay on a real socket: Streamable HTTP with and
// without sessions, streamed answers, and the older HTTP+SSE transport's long-lived event stream;
// and, on a server without an access code, the relay reaching the listed MCP server only.

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../../tests/fakes/harness';
import { MCP_RELAY_CLOSED_CODE, MCP_RELAY_ENDPOINT_PARAM, MCP_RELAY_ROUTE } from '../../core/constants/mcp';
import { COUNT_TOOL, signal, startSessionServer, startSseServer, startStatelessServer, type TestMcpServer } from './mcp-test-support';

const CODE = 'alpha';
const TOKEN = 'Bearer oauth-token-for-the-mcp-server';

let app: RunningApp;
let client: Client | undefined;
let upstream: TestMcpServer | undefined;

beforeAll(async () => {
  // The MCP servers live on loopback, which the relay reaches only because it is listed.
  app = await startApp({ CODE, MCP_ALLOWED_HOSTS: '127.0.0.1' });
});
afterAll(() => app.close());
afterEach(async () => {
  await client?.close();
  await upstream?.close();
  client = undefined;
  upstream = undefined;
});

/** A fetch for the SDK's client transports that sends every request through the relay at
 * `relayOrigin`, with the extra headers (the access code) added. */
export function fetchThroughRelay(relayOrigin: string, extra: Record<string, string> = {}) {
  return (url: string | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    const relayed = `${relayOrigin}${MCP_RELAY_ROUTE}?${MCP_RELAY_ENDPOINT_PARAM}=${encodeURIComponent(String(url))}`;
    return fetch(relayed, { ...init, headers });
  };
}

const relayed = () => fetchThroughRelay(app.url, { 'x-access-code': CODE });
const newClient = () => new Client({ name: 'relay-test-client', version: '1.0.0' });

/** Calls the count tool; its answer comes only after the client has heard its progress. */
async function countThrough(connected: Client, heard: () => void): Promise<{ text: string; progress: number[] }> {
  const progress: number[] = [];
  const result = await connected.callTool({ name: COUNT_TOOL, arguments: { to: 3 } }, undefined, {
    onprogress: ({ progress: step, total }) => {
      progress.push(step);
      if (step === total) heard();
    },
  });
  const [first] = result.content as Array<{ type: string; text: string }>;
  return { text: first?.text ?? '', progress };
}

describe('MCP relay: Streamable HTTP', () => {
  it('initializes, lists and calls tools of a stateless server, the streamed answer as it comes', async () => {
    const heard = signal();
    upstream = await startStatelessServer(() => heard.promise);
    client = newClient();
    await client.connect(new StreamableHTTPClientTransport(new URL(upstream.url), { fetch: relayed(), requestInit: { headers: { authorization: TOKEN } } }));
    expect(client.getServerVersion()).toMatchObject({ name: 'relay-test' });

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['count', 'echo']);
    const echoed = await client.callTool({ name: 'echo', arguments: { text: 'über the relay' } });
    expect(echoed.content).toEqual([{ type: 'text', text: 'über the relay' }]);
    expect(await countThrough(client, heard.resolve)).toEqual({ text: 'counted to 3', progress: [1, 2, 3] });

    const posts = upstream.seen.filter((request) => request.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post.headers.authorization).toBe(TOKEN);
      expect(post.headers).not.toHaveProperty('x-access-code');
    }
    // After initialize the client names the protocol version it agreed on.
    expect(posts.at(-1)?.headers['mcp-protocol-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries a server’s session both ways, and its DELETE ends it', async () => {
    const heard = signal();
    upstream = await startSessionServer(() => heard.promise);
    client = newClient();
    const transport = new StreamableHTTPClientTransport(new URL(upstream.url), { fetch: relayed() });
    await client.connect(transport);
    const session = transport.sessionId;
    expect(session).toMatch(/^[\da-f-]{36}$/);

    expect(await countThrough(client, heard.resolve)).toEqual({ text: 'counted to 3', progress: [1, 2, 3] });
    const afterInitialize = upstream.seen.filter((request) => request.method === 'POST').slice(1);
    expect(afterInitialize.length).toBeGreaterThan(0);
    for (const request of afterInitialize) expect(request.headers['mcp-session-id']).toBe(session);

    await transport.terminateSession();
    expect(upstream.seen.at(-1)).toMatchObject({ method: 'DELETE', headers: { 'mcp-session-id': session } });
    expect(upstream.closedSessions).toEqual([session]);
    expect(transport.sessionId).toBeUndefined();
  });
});

describe('MCP relay: the older HTTP+SSE transport', () => {
  it('keeps the event stream open while the messages are POSTed', async () => {
    const heard = signal();
    upstream = await startSseServer(() => heard.promise);
    client = newClient();
    await client.connect(new SSEClientTransport(new URL(upstream.url), { fetch: relayed() }));

    // Every answer below comes back on the one event stream opened at connect.
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['count', 'echo']);
    expect(await countThrough(client, heard.resolve)).toEqual({ text: 'counted to 3', progress: [1, 2, 3] });
    expect(upstream.openStreams()).toBe(1);
    expect(upstream.seen.filter((request) => request.method === 'GET')).toHaveLength(1);
    const posts = upstream.seen.filter((request) => request.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) expect(post.path).toMatch(/^\/messages\?sessionId=[\da-f-]{36}$/);
  });
});

describe('MCP relay: a server without an access code', () => {
  let closedApp: RunningApp | undefined;
  let unlisted: TestMcpServer | undefined;
  afterEach(async () => {
    await closedApp?.close();
    await unlisted?.close();
    closedApp = undefined;
    unlisted = undefined;
  });

  it('relays the MCP server listed in MCP_ALLOWED_HOSTS, and refuses one that is not', async () => {
    const heard = signal();
    upstream = await startStatelessServer(() => heard.promise);
    unlisted = await startStatelessServer(() => heard.promise);
    // The list names the one server's host and port: the other, on the same address, is not listed.
    closedApp = await startApp({ MCP_ALLOWED_HOSTS: new URL(upstream.url).host });
    client = newClient();
    await client.connect(new StreamableHTTPClientTransport(new URL(upstream.url), { fetch: fetchThroughRelay(closedApp.url) }));
    const echoed = await client.callTool({ name: 'echo', arguments: { text: 'no code needed' } });
    expect(echoed.content).toEqual([{ type: 'text', text: 'no code needed' }]);
    expect(await countThrough(client, heard.resolve)).toEqual({ text: 'counted to 3', progress: [1, 2, 3] });

    const refused = newClient();
    const connecting = refused.connect(new StreamableHTTPClientTransport(new URL(unlisted.url), { fetch: fetchThroughRelay(closedApp.url) }));
    // The SDK's error carries the HTTP status in `code` and the relay's answer in its message.
    await expect(connecting).rejects.toMatchObject({ code: 403, message: expect.stringContaining(`"code":"${MCP_RELAY_CLOSED_CODE}"`) });
    expect(unlisted.seen).toHaveLength(0);
  });
});
