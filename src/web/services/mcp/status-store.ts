// Each MCP server's connection state, for the settings list and the chat's pickers.

import { create } from 'zustand';
import type { McpFailure } from './connect-error';

export type McpServerStatus =
  | { state: 'connecting' }
  | { state: 'connected'; tools: number }
  | { state: 'failed'; failure: McpFailure; status?: number };

interface McpStatusState {
  statuses: Record<string, McpServerStatus>;
  set: (serverId: string, status: McpServerStatus | undefined) => void;
}

export const useMcpStatus = create<McpStatusState>()((set) => ({
  statuses: {},
  set: (serverId, status) =>
    set((s) => {
      const { [serverId]: _old, ...rest } = s.statuses;
      return { statuses: status ? { ...rest, [serverId]: status } : rest };
    }),
}));
