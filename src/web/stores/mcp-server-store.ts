// The user's MCP servers, one record each; listed newest first. Only where a server is and whether
// it is on are kept here: a sign-in's tokens are not part of the record.

import * as z from 'zod/mini';
import { storedMcpServerSchema, type McpServer, type StoredMcpServer } from '../../core/schemas';
import { newId } from './ids';
import { createRecordStore } from './record-store';

export interface McpServerActions {
  add: (fields: Pick<McpServer, 'name' | 'url'> & Partial<Pick<McpServer, 'transport' | 'command' | 'args' | 'env'>>) => StoredMcpServer;
}

export const useMcpServerStore = createRecordStore(
  {
    store: 'mcp',
    table: 'mcpServers',
    kind: 'mcpServer',
    schema: storedMcpServerSchema,
    extra: () => ({}),
    extraSchema: z.object({}),
  },
  ({ get }): McpServerActions => ({
    add: (fields) => get().put({ ...fields, id: newId(), createdAt: Date.now() }),
  }),
);

/** Whether chats may use the server: on unless switched off. */
export const isMcpServerEnabled = (server: Pick<McpServer, 'enabled'>): boolean => server.enabled !== false;
