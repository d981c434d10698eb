import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Selector } from '../../components/Selector/Selector';
import { isMcpServerEnabled, useMcpServerStore } from '../../stores/mcp-server-store';
import { usePluginStore } from '../../stores/plugin-store';
import { useMcpToolCounts } from './use-mcp-tool-counts';

/** What a mask or a chat takes its tools from: plugins and MCP servers, by id. */
interface ToolSources {
  plugin: string[];
  mcp: string[];
}

interface Props {
  /** What the list is called; without one, the chat's plugins. */
  label?: string;
  selected: { plugin: readonly string[]; mcp: readonly string[] };
  onChange: (sources: ToolSources) => void;
  onClose: () => void;
}

// One list holds both kinds; a value says which kind its id is of.
const PLUGIN = 'plugin:';
const MCP = 'mcp:';

/** Chooses which of the user's plugins and MCP servers a mask or a chat gets as tools; switched-off
 * ones are shown but cannot be chosen. */
export function PluginPicker({ label: named, selected, onChange, onClose }: Props) {
  const { t } = useTranslation(['plugins', 'mcpTools']);
  const label = named ?? t('chat.pick');
  const plugins = usePluginStore((s) => s.records);
  const servers = useMcpServerStore((s) => s.records);
  const toolCounts = useMcpToolCounts(servers);
  const items = useMemo(
    () => [
      ...Object.values(plugins)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((plugin) => ({
          title: plugin.title || t('screen.untitled'),
          subTitle: plugin.version,
          value: PLUGIN + plugin.id,
          ...(plugin.enabled === false ? { disable: true } : {}),
        })),
      ...Object.values(servers)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((server) => {
          const count = toolCounts[server.id];
          const tools = count === undefined ? t('mcpTools:picker.toolsUnknown') : t('mcpTools:picker.toolCount', { count });
          return {
            title: server.name,
            subTitle: t('mcpTools:picker.server', { tools }),
            value: MCP + server.id,
            ...(isMcpServerEnabled(server) ? {} : { disable: true }),
          };
        }),
    ],
    [plugins, servers, toolCounts, t],
  );
  if (items.length === 0) {
    return <Selector items={[{ title: t('chat.none'), value: '', disable: true }]} label={label} onClose={onClose} />;
  }
  // Ids of deleted plugins and servers are dropped with the next choice.
  const chosen = [...selected.plugin.filter((id) => plugins[id]).map((id) => PLUGIN + id), ...selected.mcp.filter((id) => servers[id]).map((id) => MCP + id)];
  const choose = (values: string[]) =>
    onChange({
      plugin: values.filter((value) => value.startsWith(PLUGIN)).map((value) => value.slice(PLUGIN.length)),
      mcp: values.filter((value) => value.startsWith(MCP)).map((value) => value.slice(MCP.length)),
    });
  return <Selector items={items} label={label} multiple defaultSelectedValue={chosen} onSelection={choose} onClose={onClose} />;
}
