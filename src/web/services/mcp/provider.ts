// The chat engine asks this for a session's MCP tools. Only a session whose mask lists MCP servers
// loads the MCP code (the SDK among it), so a plain chat never downloads it.

import type { ToolRunner } from '../../../core/chat/tools';
import type { SessionMeta } from '../../../core/types';

export async function mcpToolRunner(session: SessionMeta): Promise<ToolRunner | undefined> {
  const ids = session.mask.mcp ?? [];
  if (ids.length === 0) return undefined;
  try {
    const { createMcpSessionRunner } = await import('./session-runner');
    return await createMcpSessionRunner(session.id, ids);
  } catch (error) {
    // The reply still goes out, without the servers' tools, rather than not at all.
    console.error('The MCP tools could not be prepared; the reply goes without them', error);
    return undefined;
  }
}
