// The tools of a session, from every source it uses: its plugins and its MCP servers. Each source
// loads its code only for a session that uses it.

import { combineToolRunners, type ToolRunner } from '../../core/chat/tools';
import type { SessionMeta } from '../../core/types';
import { mcpToolRunner } from './mcp/provider';
import { pluginToolRunner } from './plugins/provider';

export async function sessionToolRunner(session: SessionMeta): Promise<ToolRunner | undefined> {
  const runners = await Promise.all([pluginToolRunner(session), mcpToolRunner(session)]);
  return combineToolRunners(runners.filter((runner) => runner !== undefined));
}
