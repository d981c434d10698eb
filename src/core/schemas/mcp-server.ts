// An MCP server the user added: where it is and whether chats may use it. Only the entry travels
// (sync, backups); a sign-in token never is part of it.

import * as z from 'zod/mini';

const mcpServerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  /** The server's absolute http(s) URL (its Streamable HTTP or HTTP+SSE endpoint); empty for a
   * local server. */
  url: z.string(),
  /** A local (stdio) server's program: set, the server is local and only the desktop app starts
   * it, after the user allows this command line; other devices show it, and do not start it. */
  command: z.optional(z.string()),
  /** The program's arguments, each passed as it is (never through a shell). */
  args: z.optional(z.array(z.string())),
  /** The variables the program gets besides PATH and HOME (it gets nothing else). */
  env: z.optional(z.record(z.string(), z.string())),
  createdAt: z.number(),
  /** The transport the server's configuration named when it was imported; absent: Streamable
   * HTTP first, then HTTP+SSE. */
  transport: z.optional(z.enum(['streamable-http', 'sse'])),
  /** Off: no connection is made and no chat gets its tools, without removing it. Absent means on. */
  enabled: z.optional(z.boolean()),
});
export type McpServer = z.infer<typeof mcpServerSchema>;

export const storedMcpServerSchema = z.extend(mcpServerSchema, { updatedAt: z.number() });
export type StoredMcpServer = z.infer<typeof storedMcpServerSchema>;
