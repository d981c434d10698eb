// The desktop app's local server answers only its own window. Listening on 127.0.0.1 keeps other
// machines out; this gate keeps out other local programs and every web page the user opens:
// - a Host check: a page on another site that rebinds its DNS name to 127.0.0.1 still sends its
//   own name as Host, and is refused;
// - a launch token, made at each start and handed only to the window: the window opens
//   /launch/<token>, which trades it once for a session cookie (HttpOnly, SameSite=Strict, so no
//   page elsewhere can send or read it) and is void afterwards: the fallback browser's command
//   line, which other local users can read, shows only a spent token;
// - every other request without the session cookie is refused;
// - a request that can change something (any method but GET, HEAD, OPTIONS) must come from the
//   window's own origin: SameSite counts every port of 127.0.0.1 as one site, so a page served on
//   another local port (a dev server, another app) still has the cookie sent with its form posts
//   and fetches. Browsers name the page behind such a request in `Origin` (always sent on these
//   methods) and `Sec-Fetch-Site`, which a page cannot set.

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const LAUNCH_PATH = '/launch/';
const SESSION_COOKIE = 'polychat-session';
const REFUSED = 'This address belongs to the PolyChat desktop app and answers only its window.';
/** Methods that only read: a page elsewhere may cause them but cannot read their answers (no CORS). */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface LaunchGate {
  /** "127.0.0.1:<port>", set once the server listens; until then every request is refused. */
  host: string;
  /** The one-time token in the window's first URL; empty once spent. */
  launchToken: string;
  sessionSecret: string;
}

const randomSecret = () => randomBytes(32).toString('base64url');

export function createLaunchGate(): LaunchGate {
  return { host: '', launchToken: randomSecret(), sessionSecret: randomSecret() };
}

/** The address the window opens first. */
export function launchUrl(gate: LaunchGate): string {
  return `http://${gate.host}${LAUNCH_PATH}${gate.launchToken}`;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return expected !== '' && a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a request that may change state was sent by a page of the window's own origin. */
function fromOwnOrigin(origin: string | undefined, fetchSite: string | undefined, host: string): boolean {
  return origin === `http://${host}` && (fetchSite === undefined || fetchSite === 'same-origin');
}

export function launchGateMiddleware(gate: LaunchGate): MiddlewareHandler {
  return async (c, next) => {
    if (gate.host === '' || c.req.header('host') !== gate.host) return c.text(REFUSED, 421);
    if (c.req.path.startsWith(LAUNCH_PATH)) {
      if (!sameSecret(c.req.path.slice(LAUNCH_PATH.length), gate.launchToken)) return c.text(REFUSED, 403);
      gate.launchToken = '';
      setCookie(c, SESSION_COOKIE, gate.sessionSecret, { httpOnly: true, sameSite: 'Strict', path: '/' });
      return c.redirect('/', 302);
    }
    if (!sameSecret(getCookie(c, SESSION_COOKIE) ?? '', gate.sessionSecret)) return c.text(REFUSED, 403);
    if (!READ_ONLY_METHODS.has(c.req.method) && !fromOwnOrigin(c.req.header('origin'), c.req.header('sec-fetch-site'), gate.host)) {
      return c.text(REFUSED, 403);
    }
    await next();
  };
}
