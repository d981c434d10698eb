// A chat's plugin tools: the plugins its mask lists, read from the plugin store, described to the
// model as tools, and each call run against its plugin.

import type { ToolRunner } from '../../../core/chat/tools';
import { PluginFormatError } from '../../../core/plugins/errors';
import { parsePluginApi, type PluginApi } from '../../../core/plugins/operations';
import { buildToolSet } from '../../../core/plugins/tool-set';
import type { StoredPlugin } from '../../../core/schemas';
import { showToast } from '../../components/Toast/showToast';
import { hydrateStores } from '../../stores/hydrate';
import { usePluginStore } from '../../stores/plugin-store';
import { loadNamespace } from '../../i18n/setup';
import { pluginText } from './i18n';
import { runPluginCall } from './run-call';

/** Parsed documents by plugin id, for the version (update time) they were parsed from. */
const parsed = new Map<string, { updatedAt: number; api: PluginApi | undefined }>();

/** The plugin's API, or undefined when its document has a format error. The error is shown once
 * per version of the plugin, not with every message of the chat. */
function apiOf(plugin: StoredPlugin): PluginApi | undefined {
  const cached = parsed.get(plugin.id);
  if (cached?.updatedAt === plugin.updatedAt) return cached.api;
  let api: PluginApi | undefined;
  try {
    api = parsePluginApi(plugin.content);
  } catch (error) {
    if (!(error instanceof PluginFormatError)) throw error;
    showToast(pluginText('formatError', { title: plugin.title || plugin.id, reason: pluginText(`format.${error.reason}`) }));
  }
  parsed.set(plugin.id, { updatedAt: plugin.updatedAt, api });
  return api;
}

/** The tools of these plugins; undefined when none of them exists any more or has a usable document. */
export async function createPluginRunner(ids: readonly string[]): Promise<ToolRunner | undefined> {
  // The runner's messages (a format error now, a failed call later) are in the plugins namespace.
  await Promise.all([hydrateStores(), loadNamespace('plugins')]);
  const { records } = usePluginStore.getState();
  const plugins = [...new Set(ids)].flatMap((id) => {
    const plugin = records[id];
    // A switched-off plugin stays listed in masks and chats but gives them no tools.
    const api = plugin && plugin.enabled !== false && apiOf(plugin);
    return plugin && api ? [{ plugin, api }] : [];
  });
  if (plugins.length === 0) return undefined;
  const tools = buildToolSet(plugins);
  return { definitions: tools.definitions, run: (call, signal) => runPluginCall(tools, call, signal) };
}
