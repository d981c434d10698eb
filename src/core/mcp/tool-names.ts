// The names an MCP server's tools get in a chat: "<server>__<tool>", in the characters providers
// accept (plugins' tool-names.ts). A plugin's name never holds "__" (runs of "_" are collapsed
// there), and neither part of an MCP name does, so the first "__" marks an MCP tool and no MCP name
// can take a plugin's.

import { TOOL_NAME_PATTERN } from '../plugins/tool-names';

/** Providers' longest function name. */
const TOOL_NAME_MAX_LENGTH = 64;
/** The server's share of the name: enough to tell servers apart and leave the tool most of it. */
const SERVER_PART_MAX_LENGTH = 24;
const SEPARATOR = '__';
/** What a server or tool whose name holds none of the accepted characters is called. */
const FALLBACK_SERVER = 'mcp';
const FALLBACK_TOOL = 'tool';

function cleaned(source: string): string {
  return source
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** "<server>__<tool>", at most 64 characters. */
export function mcpToolName(serverName: string, toolName: string): string {
  const server = cleaned(serverName).slice(0, SERVER_PART_MAX_LENGTH).replace(/_+$/, '') || FALLBACK_SERVER;
  const room = TOOL_NAME_MAX_LENGTH - server.length - SEPARATOR.length;
  const tool = cleaned(toolName).slice(0, room).replace(/_+$/, '') || FALLBACK_TOOL;
  const name = `${server}${SEPARATOR}${tool}`;
  if (!TOOL_NAME_PATTERN.test(name)) throw new Error(`Not a tool name: ${name}`);
  return name;
}

/** How a tool the model called is named to the reader: an MCP tool as "<server> › <tool>" (its
 * server's part with spaces again), a plugin's as it is. */
export function shownToolName(name: string): string {
  const at = name.indexOf(SEPARATOR);
  if (at <= 0) return name;
  return `${name.slice(0, at).replace(/_/g, ' ')} › ${name.slice(at + SEPARATOR.length)}`;
}
