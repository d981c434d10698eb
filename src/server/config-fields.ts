// zod schemas for single environment values. Every message names what was expected and, except for
// secrets and URLs (which may carry credentials), what was found; the variable name is added by
// loadConfig from the issue path.

import { z } from 'zod';

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
