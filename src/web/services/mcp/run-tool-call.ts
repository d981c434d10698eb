// One call of an MCP tool in a chat: the user's consent first, then the call, then its result as
// the model reads it and as the reader is shown it.

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolResult } from '../../../core/chat/tools';
import type { ToolCall } from '../../../core/types';
import { askToolConsent, type ToolConsentRequest } from './consent';
import { loadMcpToolsText, mcpResultText } from './i18n';
import { convertToolResult } from './tool-result';

/** One tool of one connected server, as a chat offers it to the model. */
export interface McpTool {
  /** The name the model sees, namespaced per server. */
  name: string;
  serverId: string;
  serverName: string;
  tool: Tool;
  client: Client;
}

/** What one chat remembers of the user's answers ("Allow for this chat"). */
export interface ChatAllowance {
  sessionId: string;
  has(serverId: string, toolName: string): boolean;
  add(serverId: string, toolName: string): void | Promise<void>;
}

const OK_STATUS = 200;
/** Statuses of the results the model reads as errors (core's tool runner: 300 and above). */
const BAD_ARGUMENTS_STATUS = 400;
const DENIED_STATUS = 403;
const TOOL_ERROR_STATUS = 500;
const UNREACHABLE_STATUS = 502;
/** A tool may search or build for a while; past two minutes the reply should not wait on it. The
 * user can stop it sooner. */
const MCP_TOOL_CALL_TIMEOUT_MS = 120_000;
const MS_PER_SECOND = 1000;

function parsedArguments(raw: string): Record<string, unknown> | undefined {
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The question the user is asked. Only a server's explicit "read-only" makes a tool harmless,
 * and only its explicit "not destructive" keeps a writing tool from being asked about every time. */
function consentRequestOf(sessionId: string, target: McpTool, args: Record<string, unknown>): ToolConsentRequest {
  const annotations = target.tool.annotations;
  const readOnly = annotations?.readOnlyHint === true;
  return {
    sessionId,
    serverId: target.serverId,
    serverName: target.serverName,
    toolName: target.tool.name,
    ...(target.tool.description ? { description: target.tool.description } : {}),
    arguments: args,
    readOnly,
    destructive: !readOnly && annotations?.destructiveHint !== false,
  };
}

function failure(status: number, model: string, sentence: string, detail?: string): ToolResult {
  return {
    status,
    content: detail ? `${model}: ${detail}` : model,
    display: [{ type: 'text', text: sentence }, ...(detail ? [{ type: 'text' as const, text: detail }] : [])],
  };
}

/** A thrown error as the model and the reader learn of it. */
function thrownResult(target: McpTool, error: unknown): ToolResult {
  const server = target.serverName;
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    const seconds = MCP_TOOL_CALL_TIMEOUT_MS / MS_PER_SECOND;
    return failure(UNREACHABLE_STATUS, `The MCP server did not answer within ${seconds} seconds`, mcpResultText('result.timeout', { server, seconds }));
  }
  if (error instanceof McpError && error.code !== ErrorCode.ConnectionClosed) {
    // The SDK puts "MCP error <code>: " before the server's words, on each side that rethrows it.
    const detail = error.message.replace(/^(MCP error -?\d+: )+/, '');
    return failure(TOOL_ERROR_STATUS, 'The MCP server refused the call', mcpResultText('result.refused', { server }), detail);
  }
  // A closed connection, a failed request, a transport that is gone: the server is not there.
  return failure(UNREACHABLE_STATUS, 'The MCP server cannot be reached', mcpResultText('result.unreachable', { server }));
}

/** Asks (unless this chat already allowed a harmless tool), then runs the call. A stop of the reply
 * (the signal) ends a question still open and a call in flight with the stop's error. */
export async function runMcpToolCall(allowance: ChatAllowance, target: McpTool, call: ToolCall, signal: AbortSignal): Promise<ToolResult> {
  await loadMcpToolsText();
  const args = parsedArguments(call.function.arguments);
  if (!args) return failure(BAD_ARGUMENTS_STATUS, 'The arguments are not a JSON object', mcpResultText('result.badArguments'));
  const request = consentRequestOf(allowance.sessionId, target, args);
  const allowed = !request.destructive && allowance.has(target.serverId, target.tool.name);
  if (!allowed) {
    const consent = await askToolConsent(request, signal);
    if (consent === 'deny') return failure(DENIED_STATUS, 'The user did not allow this tool call', mcpResultText('result.denied'));
    if (consent === 'chat' && !request.destructive) await allowance.add(target.serverId, target.tool.name);
  }
  try {
    const result = await target.client.callTool({ name: target.tool.name, arguments: args }, undefined, { signal, timeout: MCP_TOOL_CALL_TIMEOUT_MS });
    const converted = convertToolResult(result as Parameters<typeof convertToolResult>[0]);
    if (result.isError !== true) return { status: OK_STATUS, content: converted.text, display: converted.display };
    const sentence = mcpResultText('result.toolError', { server: target.serverName });
    return { status: TOOL_ERROR_STATUS, content: converted.text, display: [{ type: 'text', text: sentence }, ...converted.display] };
  } catch (error) {
    if (signal.aborted) throw error;
    return thrownResult(target, error);
  }
}
