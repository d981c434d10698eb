// The chat engine asks this for a session's tools ("The plugin feature registers a provider here").
// Only a session whose mask lists plugins loads the plugin code, the YAML parser among it, so a
// plain chat never downloads it.

import type { ToolRunner } from '../../../core/chat/tools';
import type { SessionMeta } from '../../../core/types';

export async function pluginToolRunner(session: SessionMeta): Promise<ToolRunner | undefined> {
  const ids = session.mask.plugin ?? [];
  if (ids.length === 0) return undefined;
  try {
    const { createPluginRunner } = await import('./plugin-runner');
    return await createPluginRunner(ids);
  } catch (error) {
    // The reply still goes out, without the plugins' tools, rather than not at all.
    console.error('The plugin tools could not be prepared; the reply goes without them', error);
    return undefined;
  }
}
