// "Allow for this chat", kept in the chat's record (SessionMeta.mcpAllowed) so a reload keeps it
// and a new chat starts without it.

import { useChatStore } from '../../stores/chat-store';
import type { ChatAllowance } from './run-tool-call';

export function chatAllowance(sessionId: string): ChatAllowance {
  const allowed = () => useChatStore.getState().sessions.find((session) => session.id === sessionId)?.mcpAllowed ?? {};
  return {
    sessionId,
    has: (serverId, toolName) => (allowed()[serverId] ?? []).includes(toolName),
    add: (serverId, toolName) => {
      const current = allowed();
      const tools = current[serverId] ?? [];
      if (tools.includes(toolName)) return;
      useChatStore.getState().updateSessionMeta(sessionId, { mcpAllowed: { ...current, [serverId]: [...tools, toolName] } });
    },
  };
}
