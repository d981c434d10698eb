import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MCP_RELAY_ENDPOINT_PARAM, MCP_RELAY_ROUTE } from '../../../core/constants/mcp';
import { mcpRequestHandler, TEST_MCP } from '../../../../tests/support/mcp-test-server';
import { ACCESS_CODE_HEADER } from '../http/call-out';
import { useAccessStore } from '../../stores/access-store';
import { hydrateStores } from '../../stores/hydrate';
import { useMcpServerStore } from '../../stores/mcp-server-store';
import { resetStoresForTests } from '../../stores/test-utils';
import { disconnectMcpServer, listMcpTools, mcpClientFor, McpConnectError, useMcpStatus } from './connect';

const SERVER_URL = 'https://mcp.example/mcp';
const ACCESS_CODE = 'the-code';

interface Seen {
  url: string;
  method: string;
  accessCode: string | null;
}

/** The network as the page sees it: `answer` decides per call; every call is recorded. */
function network(answer: (url: URL, request: Request) => Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, location.href);
    const request = new Request(url, init);
    seen.push({ url: url.href, method: request.method, accessCode: request.headers.get(ACCESS_CODE_HEADER) });
    return answer(url, request);
  });
  return seen;
}

/** The target of a call to our relay, or undefined for any other call. */
function relayed(url: URL): string | undefined {
  return url.origin === location.origin && url.pathname === MCP_RELAY_ROUTE ? (url.searchParams.get(MCP_RELAY_ENDPOINT_PARAM) ?? undefined) : undefined;
}

/** A server that does not allow the page's origin: the browser refuses the direct call, the relay
 * forwards it. */
const corsRefusingServer = async (url: URL, request: Request) => {
  const target = relayed(url);
  if (target !== SERVER_URL) throw new TypeError('Failed to fetch');
  const body = request.method === 'POST' ? await request.arrayBuffer() : undefined;
  return mcpRequestHandler(new Request(target, { method: request.method, headers: request.headers, ...(body ? { body } : {}) }));
};

/** A new id per test: the way that worked is remembered per server for the page's lifetime. */
let serverCount = 0;
let serverId = '';

async function addServer(): Promise<string> {
  await hydrateStores();
  serverCount += 1;
  serverId = `srv-${serverCount}`;
  return useMcpServerStore.getState().put({ id: serverId, name: 'Notes', url: SERVER_URL, createdAt: 1 }).id;
}

async function failureOf(promise: Promise<unknown>): Promise<McpConnectError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof McpConnectError)) throw new Error(`expected an McpConnectError, got ${String(error)}`);
  return error;
}

beforeEach(async () => {
  await resetStoresForTests();
  useMcpStatus.setState({ statuses: {} });
});
afterEach(() => {
  disconnectMcpServer(serverId);
  vi.unstubAllGlobals();
});

describe('connecting to an MCP server', () => {
  it('connects directly with Streamable HTTP and lists the tools', async () => {
    const seen = network((url, request) => mcpRequestHandler(request));
    const id = await addServer();
    expect((await listMcpTools(id)).map((tool) => tool.name)).toEqual([TEST_MCP.tool]);
    expect(useMcpStatus.getState().statuses[id]).toEqual({ state: 'connected', tools: 1 });
    expect(seen.every((call) => call.url === SERVER_URL)).toBe(true);
    // The access code is for our own server only.
    expect(seen.every((call) => call.accessCode === null)).toBe(true);
  });

  it('goes through the relay when the browser refuses the direct call, with the access code, and remembers it', async () => {
    useAccessStore.setState({ accessCode: ACCESS_CODE });
    const seen = network(corsRefusingServer);
    const id = await addServer();
    expect((await listMcpTools(id)).map((tool) => tool.name)).toEqual([TEST_MCP.tool]);
    const [first, ...rest] = seen;
    expect(first).toMatchObject({ url: SERVER_URL, accessCode: null });
    expect(rest.length).toBeGreaterThan(0);
    for (const call of rest) {
      expect(relayed(new URL(call.url))).toBe(SERVER_URL);
      expect(call.accessCode).toBe(ACCESS_CODE);
    }
    disconnectMcpServer(id);
    seen.length = 0;
    await mcpClientFor(id);
    expect(seen.map((call) => relayed(new URL(call.url)))).not.toContain(undefined);
  });

  it('falls back to HTTP+SSE when the server refuses the initialize POST with a 4xx', async () => {
    const seen = network((url, request) =>
      Promise.resolve(request.method === 'POST' ? new Response('Method Not Allowed', { status: 405 }) : new Response('gone', { status: 410 })),
    );
    const id = await addServer();
    const failure = await failureOf(mcpClientFor(id));
    expect(seen.map((call) => call.method)).toEqual(['POST', 'GET']);
    expect(failure).toMatchObject({ failure: 'status', status: 410 });
    expect(useMcpStatus.getState().statuses[id]).toEqual({ state: 'failed', failure: 'status', status: 410 });
  });

  it('reports a server that answers 401 as needing a sign-in, directly or through the relay', async () => {
    const unauthorized = () => Promise.resolve(new Response('', { status: 401, headers: { 'www-authenticate': 'Bearer' } }));
    network(unauthorized);
    const id = await addServer();
    expect(await failureOf(mcpClientFor(id))).toMatchObject({ failure: 'needsSignIn' });
    network((url) => (relayed(url) ? unauthorized() : Promise.reject(new TypeError('Failed to fetch'))));
    expect(await failureOf(mcpClientFor(id))).toMatchObject({ failure: 'needsSignIn' });
  });

  it('reports a server that answers neither directly nor through the relay as unreachable, and tries again next time', async () => {
    network((url) => (relayed(url) ? Promise.resolve(new Response('no such route', { status: 404 })) : Promise.reject(new TypeError('Failed to fetch'))));
    const id = await addServer();
    expect(await failureOf(mcpClientFor(id))).toMatchObject({ failure: 'unreachable' });
    expect(useMcpStatus.getState().statuses[id]).toMatchObject({ state: 'failed', failure: 'unreachable' });
    network((url, request) => mcpRequestHandler(request));
    await mcpClientFor(id);
    expect(useMcpStatus.getState().statuses[id]).toEqual({ state: 'connected', tools: 1 });
  });

  it('closes the connection when the server is switched off or removed, and refuses to open one then', async () => {
    network((url, request) => mcpRequestHandler(request));
    const id = await addServer();
    const client = await mcpClientFor(id);
    useMcpServerStore.getState().update(id, { enabled: false });
    await vi.waitFor(() => expect(client.transport).toBeUndefined());
    expect(useMcpStatus.getState().statuses[id]).toBeUndefined();
    expect(await failureOf(mcpClientFor(id))).toMatchObject({ failure: 'disabled' });
    useMcpServerStore.getState().update(id, { enabled: true });
    const again = await mcpClientFor(id);
    useMcpServerStore.getState().remove(id);
    await vi.waitFor(() => expect(again.transport).toBeUndefined());
    expect(await failureOf(mcpClientFor(id))).toMatchObject({ failure: 'disabled' });
  });
});
