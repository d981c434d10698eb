// zod schemas for single environment values. Every message names what was expected and, except for
// secrets and URLs (which may carry credentials), what was found; the variable name is added by
// loadConfig from the issue path.

import { z } from 'zod';
import { parseProviderGroupsOverride, providerGroups as applyGroupsOverride, type ProviderGroup, type ProviderGroupsOverride } from '../core/models/groups';
import type { ProviderId } from '../core/providers/catalog';

/** A boolean flag: "1", "true", "yes" or "on" turn it on; empty or absent leaves it off. */
export const flag = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return false;
    const normalised = value.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
    if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
    ctx.addIssue({ code: 'custom', message: `expected a boolean (1/0, true/false), got "${value}"` });
    return z.NEVER;
  });

export const port = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return 3000;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      ctx.addIssue({ code: 'custom', message: `expected a port number 0-65535, got "${value}"` });
      return z.NEVER;
    }
    return parsed;
  });

export const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');

/** Comma separated, blanks ignored: access codes, OpenAI keys. */
export const list = text.transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

const MAX_PORT = 65535;

/** Comma separated hosts, each "host" (any port) or "host:port", an IPv6 address in brackets
 * ("[fd00::5]:8080"). Given back as the URL parser writes them (lower case, IDN as punycode,
 * IPv4 in dotted decimal), so they compare equal to a parsed URL's hostname and port. */
export const hostList = list.transform((items, ctx) => {
  const checked = items.map((item, index) => {
    const match = /^(\[[\da-f:.]+\]|[^\s:/?#@[\]\\]+)(?::(\d{1,5}))?$/i.exec(item);
    const host = match?.[1] && URL.canParse(`http://${match[1]}`) ? new URL(`http://${match[1]}`).hostname : undefined;
    const port = match?.[2] === undefined ? undefined : Number(match[2]);
    if (host === undefined || (port !== undefined && (port < 1 || port > MAX_PORT))) {
      ctx.addIssue({ code: 'custom', message: `item ${index + 1}: expected a host or host:port such as mcp.example.com or 10.0.0.5:8080, got "${item}"` });
      return '';
    }
    return port === undefined ? host : `${host}:${port}`;
  });
  return checked.includes('') ? z.NEVER : checked;
});

/** An administrator's upstream URL. Any host is accepted (localhost for Ollama is normal), but only
 * http(s), and no user:password part: fetch refuses such URLs, and they would end up in error texts. */
export const url = text.transform((value, ctx) => {
  if (value === '') return '';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'expected an http(s) URL such as https://api.example.com' });
    return z.NEVER;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    ctx.addIssue({ code: 'custom', message: `expected an http(s) URL, got the scheme "${parsed.protocol}"` });
    return z.NEVER;
  }
  if (parsed.username || parsed.password) {
    ctx.addIssue({ code: 'custom', message: 'must not contain a user name or password; use the API key variable' });
    return z.NEVER;
  }
  if (parsed.search || parsed.hash) {
    ctx.addIssue({ code: 'custom', message: 'must not contain a query (?…) or fragment (#…)' });
    return z.NEVER;
  }
  return parsed.origin + parsed.pathname.replace(/\/+$/, '');
});

/** The popular self-hosted clients document AZURE_URL as "https://{resource}.openai.azure.com/openai"
 * and append only "deployments/…"; our allowed paths start at "openai/…", so the suffix is dropped
 * to accept both spellings. */
export function azureBase(baseUrl: string): string {
  return baseUrl.replace(/\/openai$/, '');
}

/** A version string such as 2023-06-01 or 2024-10-21-preview: letters, digits, dots and dashes. */
export const version = (fallback: string) =>
  text.transform((value, ctx) => {
    if (value === '') return fallback;
    if (!/^[\w.-]+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: `expected a version such as ${fallback}, got "${value}"` });
      return z.NEVER;
    }
    return value;
  });

/** Providers whose server credential is a pair: a group's token for them is "<id>:<secret>". */
export const PAIRED_TOKEN_PROVIDERS: ReadonlySet<ProviderId> = new Set(['baidu', 'tencent']);

const GROUPS_EXAMPLE = '[null, null, null, {"url": "https://relay.example.com", "token": "sk-…"}]';

/** PROVIDER_GROUPS: JSON for parseProviderGroupsOverride (an array of up to six group overrides,
 * null for a group left alone), giving the six groups with the override applied. Messages name the
 * group and field but never quote the value: it holds tokens (JSON.parse's own message would). */
export const providerGroups = text.transform((value, ctx): ProviderGroup[] => {
  if (value === '') return applyGroupsOverride();
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    ctx.addIssue({ code: 'custom', message: `expected JSON such as ${GROUPS_EXAMPLE}; it does not parse${position ? ` (at character ${position})` : ''}` });
    return z.NEVER;
  }
  let override: ProviderGroupsOverride;
  try {
    override = parseProviderGroupsOverride(json);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
  const problems: string[] = [];
  const checked = override.map((group, index) => {
    if (!group?.url) return group;
    const parsed = url.safeParse(group.url);
    if (parsed.success) return { ...group, url: parsed.data };
    problems.push(`${index}.url: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    return group;
  });
  const groups = applyGroupsOverride(checked);
  groups.forEach((group, index) => {
    if (group.token && PAIRED_TOKEN_PROVIDERS.has(group.provider) && !/^[^:]+:./.test(group.token)) {
      problems.push(`${index}.token: a ${group.provider} group's token is "<id>:<secret>" (API key and secret key)`);
    }
  });
  for (const message of problems) ctx.addIssue({ code: 'custom', message });
  return problems.length > 0 ? z.NEVER : groups;
});

/** A Redis address: redis:// or rediss://, with or without a password (never echoed). */
export const redisUrl = text.transform((value, ctx) => {
  if (value === '') return '';
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Reported below without the value: it may carry a password.
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    ctx.addIssue({ code: 'custom', message: 'expected a Redis URL such as redis://localhost:6379 or rediss://user:password@host:6380' });
    return z.NEVER;
  }
  return value;
});

/** A whole number of days above zero, or nothing (never). */
export const days = text.transform((value, ctx) => {
  if (value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    ctx.addIssue({ code: 'custom', message: `expected a whole number of days from 1, got "${value}"` });
    return z.NEVER;
  }
  return parsed;
});

/** TRUST_PROXY: how many reverse proxies stand in front of the server, each appending the address
 * it saw to X-Forwarded-For. "true"/"on" mean one (the common nginx setup); off or empty, none. */
export const hops = text.transform((value, ctx) => {
  const normalised = value.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(normalised)) return 0;
  if (['true', 'yes', 'on'].includes(normalised)) return 1;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > MAX_PROXY_HOPS) {
    ctx.addIssue({ code: 'custom', message: `expected the number of reverse proxies in front (0-${MAX_PROXY_HOPS}) or true/false, got "${value}"` });
    return z.NEVER;
  }
  return parsed;
});
const MAX_PROXY_HOPS = 10;

/** A whole number from 1 (up to `max` when given), or the default when empty. */
export const count = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  text.transform((value, ctx) => {
    if (value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? 'from 1' : `from 1 to ${max}`;
      ctx.addIssue({ code: 'custom', message: `expected a whole number ${range}, got "${value}"` });
      return z.NEVER;
    }
    return parsed;
  });

/** A whole number from min to max, or the default when empty. */
export const wholeNumber = (fallback: number, min: number, max: number) =>
  text.transform((value, ctx) => {
    if (value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      ctx.addIssue({ code: 'custom', message: `expected a whole number from ${min} to ${max}, got "${value}"` });
      return z.NEVER;
    }
    return parsed;
  });

/** AZURE_DEPLOYMENTS: "deployment=model" pairs, comma separated, telling the server which model
 * each Azure deployment runs (for DISABLE_GPT4). */
export const deploymentMap = list.transform((items, ctx) => {
  const map = new Map<string, string>();
  for (const [index, item] of items.entries()) {
    const match = /^([\w.-]+)\s*=\s*(\S+)$/.exec(item);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: `item ${index + 1}: expected deployment=model, such as prod-chat=gpt-4o-mini, got "${item}"` });
      continue;
    }
    // Two lines for one deployment would let the later, unseen one decide what is allowed.
    if (map.has(match[1]!)) ctx.addIssue({ code: 'custom', message: `item ${index + 1}: the deployment ${match[1]} is listed twice` });
    map.set(match[1]!, match[2]!);
  }
  return map;
});
