// The fast link of part 2 section 2: "A link may carry an access code or preset settings, and the
// product offers to fill them in automatically". Values come from whoever wrote the link, so only
// well-formed ones survive, and nothing here applies them: the caller asks the user first.

import { isValidEndpoint } from './validation';

export interface FastLink {
  code?: string;
  key?: string;
  url?: string;
  /** Something was carried but none of it could be used. */
  rejected: boolean;
}

/** Codes and keys are single tokens; anything with spaces or control characters is not one. */
const TOKEN = /^[\x21-\x7e]{1,512}$/;

function readSettings(raw: string): { key?: string; url?: string } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const { key, url } = parsed as Record<string, unknown>;
  const result: { key?: string; url?: string } = {};
  if (typeof key === 'string' && TOKEN.test(key.trim())) result.key = key.trim();
  if (typeof url === 'string' && url.trim() !== '' && isValidEndpoint(url)) result.url = url.trim();
  return result.key || result.url ? result : undefined;
}

/** What a link's query carries, or undefined when it carries neither parameter. */
export function parseFastLink(params: URLSearchParams): FastLink | undefined {
  const code = params.get('code');
  const settings = params.get('settings');
  if (code === null && settings === null) return undefined;
  const link: FastLink = { rejected: false };
  if (code !== null && TOKEN.test(code.trim())) link.code = code.trim();
  const preset = settings === null ? undefined : readSettings(settings);
  if (preset?.key) link.key = preset.key;
  if (preset?.url) link.url = preset.url;
  link.rejected = !link.code && !link.key && !link.url;
  return link;
}

/** Shows enough of a secret to recognise it, not enough to copy it from a shoulder. */
export function maskSecret(secret: string): string {
  if (secret.length <= 8) return '•'.repeat(secret.length);
  return `${secret.slice(0, 4)}…${secret.slice(-4)}`;
}
