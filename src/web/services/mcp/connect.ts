// One SDK Client per MCP server, opened on first use and kept: Streamable HTTP or the older
// HTTP+SSE, directly or through our relay (fallback.ts decides), every call through callOut with a
// time limit. A connection is closed when its server is removed, switched off or given another URL.
// A local (stdio) server is reached, in the desktop app only, through the desktop's own server,
// once the user has allowed its command line (local-start.ts); its process stops with the connection.

import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { version } from '../../../../package.json';
import { localCommandOf, localMcpEndpointPath, mcpServerTarget } from '../../../core/mcp/local-command';
import type { StoredMcpServer } from '../../../core/schemas';
import { BUILD_MODE } from '../build-mode';
import { isMcpServerEnabled, useMcpServerStore } from '../../stores/mcp-server-store';
import { McpConnectError, toConnectError } from './connect-error';
import { openWithFallback, type McpWay } from './fallback';
import { isLocalStartAllowed, stopLocalMcpServer } from './local-start';
import { deleteServerAuth } from './oauth/auth-store';
import { connectionAuth } from './oauth/connection-auth';
import { routedFetch } from './route';
import { useMcpStatus } from './status-store';

export { McpConnectError, type McpFailure } from './connect-error';
export { useMcpStatus, type McpServerStatus } from './status-store';

const CLIENT_INFO = { name: 'PolyChat', version };
/** At most this many pages of a server's list are read: a server that keeps answering with a
 * next page cannot keep the page busy or fill its memory. */
export const MCP_MAX_LIST_PAGES = 20;

interface Connection {
  /** The URL, or a local server's command line, it was opened for. */
  target: string;
  client: Client;
  tools: Tool[];
}

const connections = new Map<string, Promise<Connection>>();
/** The way that worked for each server and URL, tried first next time. */
const ways = new Map<string, McpWay>();
const wayKey = (server: StoredMcpServer) => `${server.id}\n${server.url}`;

export interface McpConnectOptions {
  /** Signs in to a server that asks for it (the SDK's OAuth flow). Without one, a server that
   * answers 401 is reported as needing a sign-in. */
  authProvider?: OAuthClientProvider;
}

/** A client on `transport`, or the failure with the half-open client closed. */
async function connected(transport: Transport): Promise<Client> {
  const client = new Client(CLIENT_INFO);
  try {
    await client.connect(transport);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return client;
}

async function openClient(server: StoredMcpServer, way: McpWay, options: McpConnectOptions): Promise<Client> {
  const url = new URL(server.url);
  const routed = routedFetch(way.route);
  const auth = options.authProvider ? { authProvider: options.authProvider, fetch: routed } : connectionAuth(server, routed);
  const transport = way.transport === 'sse' ? new SSEClientTransport(url, auth) : new StreamableHTTPClientTransport(url, auth);
  return connected(transport);
}

/** Reads every page of a list, up to MCP_MAX_LIST_PAGES. */
export async function allPages<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | undefined }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MCP_MAX_LIST_PAGES; page += 1) {
    const next = await read(cursor);
    items.push(...next.items);
    if (!next.nextCursor) break;
    cursor = next.nextCursor;
  }
  return items;
}

/** A local server's client: through the desktop's own server, on the allowed command line only. */
async function openLocal(server: StoredMcpServer): Promise<Client> {
  const command = localCommandOf(server);
  if (BUILD_MODE !== 'desktop' || !command) throw new McpConnectError('desktopOnly');
  if (!isLocalStartAllowed(server.id, command)) throw new McpConnectError('needsConsent');
  const transport = new StreamableHTTPClientTransport(new URL(localMcpEndpointPath(server.id), location.origin), { fetch: routedFetch('direct') });
  return connected(transport);
}

async function openRemote(server: StoredMcpServer, options: McpConnectOptions): Promise<Client> {
  const hint = ways.get(wayKey(server)) ?? (server.transport ? { transport: server.transport } : {});
  const { value: client, way } = await openWithFallback((next) => openClient(server, next, options), hint);
  ways.set(wayKey(server), way);
  return client;
}

async function open(server: StoredMcpServer, options: McpConnectOptions): Promise<Connection> {
  const client = localCommandOf(server) ? await openLocal(server) : await openRemote(server, options);
  try {
    const tools = client.getServerCapabilities()?.tools
      ? await allPages(async (cursor) => {
          const page = await client.listTools(cursor ? { cursor } : {});
          return { items: page.tools, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
        })
      : [];
    return { target: mcpServerTarget(server), client, tools };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

function connection(serverId: string, options: McpConnectOptions = {}): Promise<Connection> {
  const server = useMcpServerStore.getState().records[serverId];
  if (!server || !isMcpServerEnabled(server)) return Promise.reject(new McpConnectError('disabled'));
  const cached = connections.get(serverId);
  if (cached) return cached;
  const status = useMcpStatus.getState();
  status.set(serverId, { state: 'connecting' });
  const opening = open(server, options).then(
    (opened) => {
      // Disconnected while it opened (removed, switched off, moved): not kept.
      if (connections.get(serverId) !== opening) {
        void opened.client.close().catch(() => {});
        throw new McpConnectError('disabled');
      }
      status.set(serverId, { state: 'connected', tools: opened.tools.length });
      return opened;
    },
    (error: unknown) => {
      const failure = toConnectError(error);
      if (connections.get(serverId) === opening) {
        // A failed attempt is not kept: the next use tries again (after a sign-in, for one).
        connections.delete(serverId);
        status.set(serverId, { state: 'failed', failure: failure.failure, ...(failure.status === undefined ? {} : { status: failure.status }) });
      }
      throw failure;
    },
  );
  connections.set(serverId, opening);
  return opening;
}

/** The fetch a sign-in to the server uses: the route its connection took last (directly, or
 * through the relay for a server that does not allow the page's origin). */
export function mcpFetchFor(server: StoredMcpServer): (input: string | URL, init?: RequestInit) => Promise<Response> {
  return routedFetch(ways.get(wayKey(server))?.route ?? 'direct');
}

/** The server's connected client; rejects with an McpConnectError. */
export async function mcpClientFor(serverId: string, options: McpConnectOptions = {}): Promise<Client> {
  return (await connection(serverId, options)).client;
}

/** The server's tools as it listed them when the connection opened. */
export async function listMcpTools(serverId: string, options: McpConnectOptions = {}): Promise<Tool[]> {
  return (await connection(serverId, options)).tools;
}

/** Closes the server's connection, if any; the next use opens a new one. */
export function disconnectMcpServer(serverId: string): void {
  const cached = connections.get(serverId);
  connections.delete(serverId);
  useMcpStatus.getState().set(serverId, undefined);
  void cached?.then((c) => c.client.close()).catch(() => {});
}

// A server removed, switched off or moved to another URL (or command line) loses its connection at
// once, and a local server's process is stopped.
useMcpServerStore.subscribe((state, previous) => {
  for (const [id, before] of Object.entries(previous.records)) {
    const now = state.records[id];
    if (!now || !isMcpServerEnabled(now) || mcpServerTarget(now) !== mcpServerTarget(before)) {
      disconnectMcpServer(id);
      if (BUILD_MODE === 'desktop' && now !== before && localCommandOf(before)) stopLocalMcpServer(id);
    }
    // Its sign-in was for that server at that address: never presented anywhere else.
    if (!now || now.url !== before.url) void deleteServerAuth(id).catch(() => undefined);
  }
});
