// The resources of the enabled MCP servers, and a chosen one as a block of the message the model
// reads. Only text is attached; a binary resource is named and left out.

import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import { isMcpServerEnabled, useMcpServerStore } from '../../stores/mcp-server-store';
import { allPages, mcpClientFor } from './connect';

export interface McpResourceEntry {
  serverId: string;
  serverName: string;
  resource: Resource;
}

/** At most this many characters of one resource go into a message: a resource can be a whole
 * file, and the message must stay within what a model takes in. */
export const MCP_RESOURCE_MAX_CHARS = 100_000;

export async function listMcpResources(): Promise<McpResourceEntry[]> {
  const servers = Object.values(useMcpServerStore.getState().records).filter(isMcpServerEnabled);
  const lists = await Promise.all(
    servers.map(async (server) => {
      try {
        const client = await mcpClientFor(server.id);
        if (!client.getServerCapabilities()?.resources) return [];
        const resources = await allPages(async (cursor) => {
          const page = await client.listResources(cursor ? { cursor } : {});
          return { items: page.resources, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
        });
        return resources.map((resource) => ({ serverId: server.id, serverName: server.name, resource }));
      } catch {
        return [];
      }
    }),
  );
  return lists.flat();
}

/** A fence longer than any run of backticks in `text`, so the text cannot end the block. */
function fenceFor(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  return '`'.repeat(longest + 1);
}

export type McpAttachment = { ok: true; block: string; cut: boolean } | { ok: false; reason: 'binary' };

/** The resource's text as a block for the message: its name, address and server, then the text
 * fenced. */
export async function mcpResourceBlock(entry: McpResourceEntry): Promise<McpAttachment> {
  const client = await mcpClientFor(entry.serverId);
  const result = await client.readResource({ uri: entry.resource.uri });
  const texts = result.contents.flatMap((content) => ('text' in content && typeof content.text === 'string' ? [content.text] : []));
  if (texts.length === 0) return { ok: false, reason: 'binary' };
  const whole = texts.join('\n\n');
  const text = whole.slice(0, MCP_RESOURCE_MAX_CHARS);
  const fence = fenceFor(text);
  const title = `${entry.resource.name} (${entry.resource.uri}, ${entry.serverName})`;
  return { ok: true, block: `${title}\n${fence}\n${text}\n${fence}`, cut: text.length < whole.length };
}
