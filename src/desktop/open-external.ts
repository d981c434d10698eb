// A link to another site opens in the user's own browser, never inside the app's window: the window
// holds the user's keys and chats, and a page of the web has no business there.

import { spawn } from 'node:child_process';

const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** The URL if it may be handed to the system, else undefined (file:, javascript:, custom schemes). */
export function externalUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return EXTERNAL_SCHEMES.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The platform's own opener, given the URL as one argument (never through a shell). */
export function openerCommand(url: string, platform: NodeJS.Platform, env: NodeJS.ProcessEnv = {}): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['rundll32', ['url.dll,FileProtocolHandler', url]];
  return [env.POLYCHAT_OPENER ?? 'xdg-open', [url]];
}

export function openExternal(value: unknown, { platform = process.platform, env = process.env }: { platform?: NodeJS.Platform; env?: NodeJS.ProcessEnv } = {}): boolean {
  const url = externalUrl(value);
  if (!url) return false;
  const [command, args] = openerCommand(url, platform, env);
  const child = spawn(command, args, { stdio: 'ignore', detached: true, env });
  child.on('error', (error) => console.warn(`Could not open ${new URL(url).host} in the system browser (${error.message})`));
  child.unref();
  return true;
}
