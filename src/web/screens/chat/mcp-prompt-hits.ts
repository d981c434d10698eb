// The enabled MCP servers' prompts in the '/' list. This file is on the first screen, so it stays
// small: the SDK and the connections load on the first '/' typed while a server is on.

import { useEffect, useState } from 'react';
import type { McpPromptEntry } from '../../services/mcp/prompts';
import { isMcpServerEnabled, useMcpServerStore } from '../../stores/mcp-server-store';

const loadPrompts = () => import('../../services/mcp/prompts');

/** The prompts whose name, title, description or server name contain `query`; none while `query`
 * is null (no '/' typed) or no server is on. Listed afresh each time a '/' list opens. */
export function useMcpPromptHits(query: string | null): McpPromptEntry[] {
  const anyServer = useMcpServerStore((s) => Object.values(s.records).some(isMcpServerEnabled));
  const [all, setAll] = useState<McpPromptEntry[]>([]);
  const active = query !== null && anyServer;
  useEffect(() => {
    if (!active) return;
    let alive = true;
    void loadPrompts()
      .then(({ listMcpPrompts }) => listMcpPrompts())
      .then((entries) => {
        if (alive) setAll(entries);
      });
    return () => {
      alive = false;
    };
  }, [active]);
  if (!active) return [];
  const words = query.trim().toLowerCase();
  return all.filter(({ prompt, serverName }) => `${prompt.name} ${prompt.title ?? ''} ${prompt.description ?? ''} ${serverName}`.toLowerCase().includes(words));
}
