// A chat's MCP tools as one ToolRunner: the tools of every server the chat uses, each under its
// namespaced name, each call asked about and run by runMcpToolCall.

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolResult, ToolRunner } from '../../../core/chat/tools';
import { mcpToolName } from '../../../core/mcp/tool-names';
import { createNameRegistry } from '../../../core/plugins/tool-names';
import { loadMcpToolsText, mcpResultText } from './i18n';
import { runMcpToolCall, type ChatAllowance, type McpTool } from './run-tool-call';

/** One connected server and the tools it lists. */
export interface McpServerTools {
  serverId: string;
  serverName: string;
  client: Client;
  tools: readonly Tool[];
}

const UNKNOWN_TOOL_STATUS = 404;

async function unknownTool(name: string): Promise<ToolResult> {
  await loadMcpToolsText();
  return { status: UNKNOWN_TOOL_STATUS, content: `This chat has no tool named "${name}"`, display: [{ type: 'text', text: mcpResultText('result.unknownTool', { name }) }] };
}

/** Undefined when the servers list no tools. */
export function createMcpToolRunner(allowance: ChatAllowance, servers: readonly McpServerTools[]): ToolRunner | undefined {
  const nameOf = createNameRegistry();
  const tools = new Map<string, McpTool>();
  for (const server of servers) {
    for (const tool of server.tools) {
      const name = nameOf(mcpToolName(server.serverName, tool.name));
      tools.set(name, { name, serverId: server.serverId, serverName: server.serverName, tool, client: server.client });
    }
  }
  if (tools.size === 0) return undefined;
  // What the server says of a tool reaches the model as the tool's description, as MCP means it to;
  // it cannot run anything by itself: every call is still asked about.
  const definitions = [...tools.values()].map(({ name, tool }) => ({
    type: 'function' as const,
    function: { name, ...(tool.description ? { description: tool.description } : {}), parameters: tool.inputSchema as Record<string, unknown> },
  }));
  return {
    definitions,
    run: (call, signal) => {
      const target = tools.get(call.function.name);
      return target ? runMcpToolCall(allowance, target, call, signal) : unknownTool(call.function.name);
    },
  };
}
