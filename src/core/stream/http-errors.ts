// What an HTTP answer that is not a reply means: a catalogue code from its status (or from our own
// server's code), when to try again, and whether it is a web page rather than an API's answer.

import type { ChatErrorCode } from '../types';

/** The catalogue code of an HTTP status. */
export function codeOfStatus(status: number): ChatErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 500) return 'server_error';
  return 'http_error';
}

/** Our server's own codes ({error: true, code, message}) that say more than the status. */
const SERVER_CODES: Partial<Record<string, ChatErrorCode>> = {
  unauthorized: 'unauthorized',
  too_many_attempts: 'too_many_attempts',
  too_many_requests: 'rate_limited',
  model_disabled: 'model_disabled',
  user_key_forbidden: 'user_key_forbidden',
  not_configured: 'not_configured',
  body_too_large: 'too_large',
  upstream_timeout: 'timeout',
  upstream_unreachable: 'unavailable',
  upstream_redirect: 'unavailable',
  // The provider refused the server's own credentials (Baidu's key pair, at the token call).
  upstream_auth: 'forbidden',
};

export function serverCodeOf(body: unknown): ChatErrorCode | undefined {
  if (typeof body !== 'object' || body === null || (body as { error?: unknown }).error !== true) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? SERVER_CODES[code] : undefined;
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A web page instead of an API's answer: a captive portal, a proxy's sign-in or error page. */
export function isHtmlAnswer(contentType: string | null, text: string): boolean {
  if ((contentType ?? '').toLowerCase().includes('text/html')) return true;
  return /^\s*(<!doctype html|<html[\s>])/i.test(text);
}

/** What a web page says it is, for the fold: its title, or where its text begins. */
export function pageSummary(text: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
  if (title) return title;
  return text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}
