// A chat's MCP tools, gathered when a reply starts: the servers its mask lists that are on, each
// connected (or its open connection reused), with the tools it lists. A server that cannot be
// reached is left out of this reply, and the user is told; the others still serve.

import type { ToolRunner } from '../../../core/chat/tools';
import { showToast } from '../../components/Toast/showToast';
import { hydrateStores } from '../../stores/hydrate';
import { isMcpServerEnabled, useMcpServerStore } from '../../stores/mcp-server-store';
import { chatAllowance } from './chat-allowance';
import { setToolConsentAsker } from './consent';
import { queueConsent } from './consent-queue';
import { listMcpTools, mcpClientFor } from './connect';
import { loadMcpToolsText, mcpResultText } from './i18n';
import { createMcpToolRunner, type McpServerTools } from './mcp-tool-runner';

// Every question goes to the queue the chat's screen shows.
setToolConsentAsker(queueConsent);

export async function createMcpSessionRunner(sessionId: string, ids: readonly string[]): Promise<ToolRunner | undefined> {
  await Promise.all([hydrateStores(), loadMcpToolsText()]);
  const { records } = useMcpServerStore.getState();
  const servers = await Promise.all(
    [...new Set(ids)].map(async (id): Promise<McpServerTools | undefined> => {
      const server = records[id];
      // A switched-off or deleted server stays listed in masks and chats but gives them no tools.
      if (!server || !isMcpServerEnabled(server)) return undefined;
      try {
        const [client, tools] = await Promise.all([mcpClientFor(id), listMcpTools(id)]);
        return { serverId: id, serverName: server.name, client, tools };
      } catch (error) {
        console.error('An MCP server could not be reached; the reply goes without its tools', error);
        showToast(mcpResultText('result.serverLeftOut', { server: server.name }));
        return undefined;
      }
    }),
  );
  return createMcpToolRunner(
    chatAllowance(sessionId),
    servers.filter((server) => server !== undefined),
  );
}
