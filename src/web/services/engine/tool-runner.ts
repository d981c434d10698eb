// Where a session's tools come from. The plugin feature registers a provider here (from the
// session's mask plugins) so the engine never has to know about plugins.

import type { ToolRunner } from '../../../core/chat/tools';
import { supportsTools } from '../../../core/models/capabilities';
import type { SessionMeta } from '../../../core/types';
import { modelConfigOf } from '../../stores/session-config';

/** May answer later: the plugins' code and documents load only for a session that uses them. */
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
