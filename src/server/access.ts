// Who may use the server's provider proxy: anyone when no CODE is configured; otherwise a client
// with a valid access code, or one that brings its own provider key (unless HIDE_USER_API_KEY).

import { createHash, timingSafeEqual } from 'node:crypto';

/** The client sends an access code as "Authorization: Bearer nk-<code>"; any other bearer value is
 * the user's own provider key. */
const ACCESS_CODE_PREFIX = 'nk-';

/** The answer to a visitor without a valid access code or key of their own, in the web app's words
 * (the desktop app has no login page to send them to). */
export const UNAUTHORIZED_MESSAGE =
  'Access password is wrong or empty, go to the login page to enter the right password or enter your own API key in settings';
export const USER_KEY_FORBIDDEN_MESSAGE = 'You are not allowed to access with your own API key';

export type AccessVerdict =
  | { ok: true }
  | { ok: false; status: 401; code: 'unauthorized'; message: string; wrongCode: boolean }
  | { ok: false; status: 403; code: 'user_key_forbidden'; message: string; wrongCode: false };

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares against every configured code in constant time. Hashing first gives equal-length
 * inputs, so neither a code's content nor its length leaks through timing, and the loop never
 * stops early, so neither does which code matched. */
export function createCodeMatcher(codes: readonly string[]): (candidate: string) => boolean {
  const digests = codes.map(digest);
  return (candidate) => {
    const candidateDigest = digest(candidate);
    let matched = false;
    for (const known of digests) matched = timingSafeEqual(known, candidateDigest) || matched;
    return matched;
  };
}

/** The access code the client presented, from "Authorization: Bearer nk-…" or "x-access-code". */
export function accessCodeOf(headers: Headers): string | undefined {
  const explicit = headers.get('x-access-code')?.trim();
  if (explicit) return explicit;
  const bearer = bearerOf(headers);
  return bearer !== undefined && isAccessCodeBearer(bearer) ? bearer.slice(ACCESS_CODE_PREFIX.length) : undefined;
}

/** "nk-" in any case: a client that writes "NK-" means an access code, never a provider key. */
export function isAccessCodeBearer(bearer: string): boolean {
  return bearer.slice(0, ACCESS_CODE_PREFIX.length).toLowerCase() === ACCESS_CODE_PREFIX;
}

export function bearerOf(headers: Headers): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization')?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}

export interface AccessPolicy {
  needCode: boolean;
  hideUserApiKey: boolean;
  matches: (candidate: string) => boolean;
}

export function accessPolicyOf(codes: readonly string[], hideUserApiKey: boolean): AccessPolicy {
  return { needCode: codes.length > 0, hideUserApiKey, matches: createCodeMatcher(codes) };
}

export function decideAccess(policy: AccessPolicy, accessCode: string | undefined, hasUserKey: boolean): AccessVerdict {
  const validCode = accessCode !== undefined && policy.matches(accessCode);
  if (policy.needCode && !validCode && !hasUserKey) {
    return { ok: false, status: 401, code: 'unauthorized', message: UNAUTHORIZED_MESSAGE, wrongCode: accessCode !== undefined };
  }
  if (hasUserKey && policy.hideUserApiKey) {
    return { ok: false, status: 403, code: 'user_key_forbidden', message: USER_KEY_FORBIDDEN_MESSAGE, wrongCode: false };
  }
  return { ok: true };
}
