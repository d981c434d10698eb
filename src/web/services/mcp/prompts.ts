// The prompts of the enabled MCP servers, for the chat input's '/' list, and a chosen prompt's
// text once its arguments are filled in.

import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import { isMcpServerEnabled, useMcpServerStore } from '../../stores/mcp-server-store';
import { allPages, mcpClientFor } from './connect';

export interface McpPromptEntry {
  serverId: string;
  serverName: string;
  prompt: Prompt;
}

/** Every prompt of every enabled, connected server that has prompts; a server that cannot be
 * reached adds none (its state shows in the settings). */
export async function listMcpPrompts(): Promise<McpPromptEntry[]> {
  const servers = Object.values(useMcpServerStore.getState().records).filter(isMcpServerEnabled);
  const lists = await Promise.all(
    servers.map(async (server) => {
      try {
        const client = await mcpClientFor(server.id);
        if (!client.getServerCapabilities()?.prompts) return [];
        const prompts = await allPages(async (cursor) => {
          const page = await client.listPrompts(cursor ? { cursor } : {});
          return { items: page.prompts, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
        });
        return prompts.map((prompt) => ({ serverId: server.id, serverName: server.name, prompt }));
      } catch {
        return [];
      }
    }),
  );
  return lists.flat();
}

function messageText(content: GetPromptResult['messages'][number]['content']): string {
  if (content.type === 'text') return content.text;
  if (content.type === 'resource' && 'text' in content.resource) return content.resource.text;
  return '';
}

/** The prompt's messages as one text for the input: their text parts, one paragraph each. */
export async function mcpPromptText(entry: Pick<McpPromptEntry, 'serverId' | 'prompt'>, args: Record<string, string>): Promise<string> {
  const client = await mcpClientFor(entry.serverId);
  const result = await client.getPrompt({ name: entry.prompt.name, arguments: args });
  return result.messages
    .map((message) => messageText(message.content))
    .filter((text) => text !== '')
    .join('\n\n');
}
