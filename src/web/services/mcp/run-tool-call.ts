// One call of an MCP tool in a chat: the user's consent first, then the call, then its result as
// the model reads it.

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolResult } from '../../../core/chat/tools';
import type { ToolCall } from '../../../core/types';
import { askToolConsent } from './consent';

/** One tool of one connected server, as a chat offers it to the model. */
export interface McpTool {
  /** The name the model sees, namespaced per server. */
  name: string;
  serverId: string;
  serverName: string;
  tool: Tool;
  client: Client;
}

const OK_STATUS = 200;
/** Statuses of the results the model reads as errors (core's tool runner: 300 and above). */
const BAD_ARGUMENTS_STATUS = 400;
const DENIED_STATUS = 403;
const TOOL_ERROR_STATUS = 500;

function parsedArguments(raw: string): Record<string, unknown> | undefined {
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function textOf(content: readonly { type: string; text?: unknown }[]): string {
  return content
    .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : `[${part.type}]`))
    .join('\n');
}

export async function runMcpToolCall(sessionId: string, target: McpTool, call: ToolCall, signal: AbortSignal): Promise<ToolResult> {
  const args = parsedArguments(call.function.arguments);
  if (!args) return { status: BAD_ARGUMENTS_STATUS, content: 'The arguments are not a JSON object.' };
  const annotations = target.tool.annotations;
  const consent = await askToolConsent(
    {
      sessionId,
      serverId: target.serverId,
      serverName: target.serverName,
      toolName: target.tool.name,
      ...(target.tool.description ? { description: target.tool.description } : {}),
      arguments: args,
      readOnly: annotations?.readOnlyHint === true,
      destructive: annotations?.readOnlyHint !== true && annotations?.destructiveHint !== false,
    },
    signal,
  );
  if (consent === 'deny') return { status: DENIED_STATUS, content: 'The user did not allow this tool call.' };
  const result = await target.client.callTool({ name: target.tool.name, arguments: args }, undefined, { signal });
  const content = Array.isArray(result.content) ? (result.content as { type: string; text?: unknown }[]) : [];
  return { status: result.isError === true ? TOOL_ERROR_STATUS : OK_STATUS, content: textOf(content) };
}
