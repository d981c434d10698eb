// What an MCP server's address must be: an absolute http(s) URL. Whether it can be reached is
// for the connection (or our relay's own checks) to find out.

const SCHEMES = new Set(['http:', 'https:']);

/** The URL as it will be stored (trimmed), or undefined when it is not an absolute http(s) URL. */
export function mcpServerUrl(text: string): string | undefined {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    return SCHEMES.has(url.protocol) && url.hostname !== '' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
