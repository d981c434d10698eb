import { useEffect, useState } from 'react';
import type { StoredMcpServer } from '../../../core/schemas';
import { isMcpServerEnabled } from '../../stores/mcp-server-store';

/** How many tools each MCP server offers, by id, as they become known: the picker connects to the
 * servers that are on when it opens (a connection already open is reused). A server that cannot
 * be reached has no count. */
export function useMcpToolCounts(servers: Record<string, StoredMcpServer>): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => {
    const ids = Object.values(servers)
      .filter(isMcpServerEnabled)
      .map((server) => server.id);
    if (ids.length === 0) return;
    let current = true;
    // The connection code (and the SDK) loads only when there is a server to count.
    void import('../../services/mcp/connect').then(({ listMcpTools }) => {
      for (const id of ids) {
        listMcpTools(id).then(
          (tools) => current && setCounts((known) => ({ ...known, [id]: tools.length })),
          // The status store keeps why it failed, for the settings to show; here it has no count.
          () => {},
        );
      }
    });
    return () => {
      current = false;
    };
  }, [servers]);
  return counts;
}
