// The text a user types for a local server's arguments and environment, read as lists.

import { isEnvName } from '../../../../core/mcp/local-command';

const lines = (text: string) => text.split('\n').map((line) => line.replace(/\r$/, ''));

/** One argument per line, exactly as typed (spaces kept); empty lines are not arguments. */
export const parseArgs = (text: string): string[] => lines(text).filter((line) => line !== '');

/** NAME=value lines (the value may hold "="); undefined when a line is not one. */
export function parseEnv(text: string): Record<string, string> | undefined {
  const env: Record<string, string> = {};
  for (const line of lines(text)) {
    if (line.trim() === '') continue;
    const at = line.indexOf('=');
    const name = at === -1 ? '' : line.slice(0, at).trim();
    if (!isEnvName(name)) return undefined;
    env[name] = line.slice(at + 1);
  }
  return env;
}

export const envText = (env: Record<string, string> | undefined): string =>
  Object.entries(env ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
