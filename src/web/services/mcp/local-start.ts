// Local (stdio) MCP servers, from the page's side: the desktop's own server starts one only when
// the page sends it the command line the user has just allowed (LocalConsentDialog), and the page
// connects to it only for that exact command line. An allowance lasts while the app runs: a
// command line changed here or by another device needs a new one.

import { localMcpStartPath, localMcpStopPath, sameLocalCommand, type LocalCommand } from '../../../core/mcp/local-command';
import { callOut } from '../http/page-call-out';
import { McpConnectError } from './connect-error';

/** The command line each server was last started with, on the user's allowance. */
const allowed = new Map<string, LocalCommand>();

/** Whether the server's process runs on the user's allowance of exactly this command line. */
export function isLocalStartAllowed(id: string, command: LocalCommand): boolean {
  const given = allowed.get(id);
  return given !== undefined && sameLocalCommand(given, command);
}

/** Starts the server's program. Call it only from the user's Start in the consent dialog, with the
 * command line that dialog showed. Rejects with McpConnectError('cannotStart') when it did not start. */
export async function startLocalMcpServer(id: string, command: LocalCommand): Promise<void> {
  const response = await callOut(localMcpStartPath(id), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(command),
  });
  if (!response.ok) throw new McpConnectError('cannotStart', response.status);
  allowed.set(id, command);
}

/** Stops the server's program, if it runs; the next start needs the user's allowance again. Sent
 * even when this page did not start it: a program started before a reload of the window still runs. */
export function stopLocalMcpServer(id: string): void {
  allowed.delete(id);
  void callOut(localMcpStopPath(id), { method: 'POST' }).catch(() => {});
}
