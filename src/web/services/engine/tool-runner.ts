// Where a session's tools come from. The chat engine registers a provider here (the session's
// plugins and MCP servers, session-tools.ts) so the engine never has to know about either.

import type { ToolRunner } from '../../../core/chat/tools';
import { supportsTools } from '../../../core/models/capabilities';
import type { SessionMeta } from '../../../core/types';
import { modelConfigOf } from '../../stores/session-config';

/** May answer later: the plugins' and MCP servers' code loads only for a session that uses them. */
export type ToolRunnerProvider = (session: SessionMeta) => ToolRunner | undefined | Promise<ToolRunner | undefined>;

let provider: ToolRunnerProvider | undefined;

/** Replaces the provider; undefined removes it. */
export function setToolRunnerProvider(next: ToolRunnerProvider | undefined): void {
  provider = next;
}

/** The runner for one reply: the caller's, else the provider's; none when it offers no tools. */
export async function toolRunnerFor(session: SessionMeta, explicit?: ToolRunner): Promise<ToolRunner | undefined> {
  // A model that takes no tools is not offered any: its provider would refuse the request.
  const runner = explicit ?? (supportsTools(modelConfigOf(session).model) ? await provider?.(session) : undefined);
  return runner && runner.definitions.length > 0 ? runner : undefined;
}
