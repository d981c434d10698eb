// A local (stdio) MCP server: a program the desktop app starts on this computer, and how the page
// and the desktop's own server talk about it. Only the desktop app starts one, and only after the
// user has seen this exact command line and allowed it.

import * as z from 'zod/mini';

/** The desktop's routes for local servers, all behind its launch gate:
 *   POST <route>/<id>/start  {command, args, env}: starts exactly this program (the page sends it
 *                            only when the user has allowed that command line), replacing the
 *                            server's earlier process;
 *   POST <route>/<id>/stop   stops it;
 *   <any> <route>/<id>/mcp   the started program, spoken to in Streamable HTTP. */
export const LOCAL_MCP_ROUTE = '/api/desktop/mcp';

export const localMcpStartPath = (id: string) => `${LOCAL_MCP_ROUTE}/${encodeURIComponent(id)}/start`;
export const localMcpStopPath = (id: string) => `${LOCAL_MCP_ROUTE}/${encodeURIComponent(id)}/stop`;
export const localMcpEndpointPath = (id: string) => `${LOCAL_MCP_ROUTE}/${encodeURIComponent(id)}/mcp`;

/** A variable name as shells accept it; anything else could not be set from a shell either. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Long enough for any real program path or argument; a bound on what one start request holds. */
const MAX_TEXT = 4096;
/** More arguments or variables than any server's documented command line needs. */
const MAX_ITEMS = 100;

export const isEnvName = (name: string): boolean => ENV_NAME.test(name);

const text = z.string().check(z.maxLength(MAX_TEXT));

export const localCommandSchema = z.object({
  command: z.string().check(z.minLength(1), z.maxLength(MAX_TEXT)),
  args: z.array(text).check(z.maxLength(MAX_ITEMS)),
  env: z.record(z.string().check(z.refine(isEnvName)), text).check(z.refine((env) => Object.keys(env).length <= MAX_ITEMS)),
});
export type LocalCommand = z.infer<typeof localCommandSchema>;

/** Characters a POSIX shell reads literally; any other word is shown in single quotes. */
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** One word as a shell would show it: as is when nothing in it is special, else single-quoted
 * (a quote inside written as '\''), so the user sees each argument's exact bounds. */
export function shellQuote(word: string): string {
  if (SHELL_SAFE.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The program and its arguments as one line, each word quoted as a shell would show it. */
export function commandLine({ command, args }: Pick<LocalCommand, 'command' | 'args'>): string {
  return [command, ...args].map(shellQuote).join(' ');
}

const commandKey = (c: LocalCommand) => JSON.stringify([c.command, c.args, Object.entries(c.env).sort()]);

/** Whether two command lines start the same program with the same arguments and variables. */
export const sameLocalCommand = (a: LocalCommand, b: LocalCommand): boolean => commandKey(a) === commandKey(b);

interface LocalFields {
  command?: string | undefined;
  args?: string[] | undefined;
  env?: Record<string, string> | undefined;
}

/** Whether an MCP server record is a local (stdio) one. */
export const isLocalMcpServer = (server: LocalFields): server is LocalFields & { command: string } => typeof server.command === 'string';

/** A local server record's command line, or undefined for a remote one. */
export function localCommandOf(server: LocalFields): LocalCommand | undefined {
  return isLocalMcpServer(server) ? { command: server.command, args: server.args ?? [], env: server.env ?? {} } : undefined;
}

/** What a server's connection depends on: its URL, or its whole command line. */
export function mcpServerTarget(server: LocalFields & { url: string }): string {
  const local = localCommandOf(server);
  return local ? commandKey(local) : server.url;
}
