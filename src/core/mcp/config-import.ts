// The MCP configuration other clients write, read for import:
//   {"mcpServers": {"<name>": {"url": "https://…", "type"?: "http" | "sse" | "streamable-http"}}}
// (`serverUrl` is accepted for `url`, and a top-level `servers` for `mcpServers`). Entries that
// start a local program (`command`, or type "stdio") cannot run in a browser: they are named, and
// read as local servers ({"command": "…", "args"?: ["…"], "env"?: {"NAME": "…"}}) for the desktop
// app, which imports them (each still starts only once the user allows it). Nothing here touches
// the network.

import type { McpServer } from '../schemas';
import { localCommandSchema } from './local-command';
import { mcpServerUrl } from './server-url';

export type ImportedMcpServer = Pick<McpServer, 'name' | 'url'> & Partial<Pick<McpServer, 'transport' | 'command' | 'args' | 'env'>>;

export type McpConfigImport =
  | {
      ok: true;
      servers: ImportedMcpServer[];
      /** Names of entries that start a local program. */
      local: string[];
      /** Those of them with a well-formed command line, as local servers (url empty). */
      localServers: ImportedMcpServer[];
      /** Names of entries without an http(s) URL. */
      invalid: string[];
    }
  | { ok: false; problem: 'json' | 'shape' };

/** At most this many entries are read from one file: a configuration is a handful of servers, and
 * a huge file must not fill the list. */
export const MCP_IMPORT_MAX_ENTRIES = 100;

const TRANSPORTS: Record<string, ImportedMcpServer['transport']> = {
  http: 'streamable-http',
  'streamable-http': 'streamable-http',
  streamableHttp: 'streamable-http',
  sse: 'sse',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseMcpConfig(text: string): McpConfigImport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'json' };
  }
  const entries = isObject(parsed) ? (parsed.mcpServers ?? parsed.servers) : undefined;
  if (!isObject(entries)) return { ok: false, problem: 'shape' };
  const result = { ok: true as const, servers: [] as ImportedMcpServer[], local: [] as string[], localServers: [] as ImportedMcpServer[], invalid: [] as string[] };
  for (const [name, entry] of Object.entries(entries).slice(0, MCP_IMPORT_MAX_ENTRIES)) {
    if (!isObject(entry)) {
      result.invalid.push(name);
      continue;
    }
    if (typeof entry.command === 'string' || entry.type === 'stdio') {
      result.local.push(name);
      const command = localCommandSchema.safeParse({ command: entry.command, args: entry.args ?? [], env: entry.env ?? {} });
      if (command.success) result.localServers.push({ name, url: '', ...command.data });
      continue;
    }
    const raw = typeof entry.url === 'string' ? entry.url : typeof entry.serverUrl === 'string' ? entry.serverUrl : '';
    const url = mcpServerUrl(raw);
    const transport = typeof entry.type === 'string' ? TRANSPORTS[entry.type] : undefined;
    if (!url || (entry.type !== undefined && !transport)) {
      result.invalid.push(name);
      continue;
    }
    result.servers.push({ name, url, ...(transport ? { transport } : {}) });
  }
  return result;
}
