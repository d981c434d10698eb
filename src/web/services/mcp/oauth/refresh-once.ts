// A refresh token is spent once: with rotation, the authorization server answers its second use by
// revoking the whole sign-in. Two tabs (or two connections in one tab) that see an expired token at
// the same moment must therefore not both refresh. Every refresh of a server runs under one Web
// Lock for that server, across the browser's tabs; inside it the stored tokens are read again, and
// when another holder has renewed them already, its tokens are answered without asking the
// authorization server at all.

import { readServerAuth, updateServerAuth, type ServerAuthRecord } from './auth-store';
import { setSignInStatus } from './sign-in-status';

/** Runs `task` while holding the named lock across every tab of this origin. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The Web Locks API; without it (a page not served over https or from this computer has none)
 * the refresh runs unguarded, which only one tab at a time then makes safe. */
export const webLock: LockRunner = <T>(name: string, task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(name, task) as Promise<T>) : task();

const refreshLockName = (serverId: string) => `mcp-oauth-refresh:${serverId}`;

const MS_PER_SECOND = 1000;

const json = (body: object, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The token answer of the renewal another holder made, with the lifetime it has left. */
function renewedElsewhere(record: ServerAuthRecord, now: number): Response {
  const { issuer: _issuer, ...tokens } = record.tokens ?? { issuer: undefined };
  const left = record.expiresAt === undefined ? undefined : Math.max(0, Math.floor((record.expiresAt - now) / MS_PER_SECOND));
  return json({ ...tokens, ...(left === undefined ? {} : { expires_in: left }) }, 200);
}

/** What the authorization server itself answers for a spent or revoked refresh token. */
const refusedElsewhere = () =>
  json({ error: 'invalid_grant', error_description: 'The sign-in was refused in another tab.' }, 400);

async function isInvalidGrant(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === 'invalid_grant';
  } catch {
    return false;
  }
}

export const expiresAtOf = (expiresIn: unknown, now: number) =>
  typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? now + expiresIn * MS_PER_SECOND : undefined;

/** Sends the refresh of `spent` with `send` unless another holder already did, keeping the tokens
 * it brings before the lock is let go, so the next holder reads them. A refusal (invalid_grant)
 * forgets the tokens and marks the server "sign in again"; any other failure keeps them. */
export function refreshOnce(
  serverId: string,
  spent: string,
  send: () => Promise<Response>,
  lock: LockRunner = webLock,
  now: () => number = Date.now,
): Promise<Response> {
  return lock(refreshLockName(serverId), async () => {
    const stored = await readServerAuth(serverId);
    const current = stored.tokens?.refresh_token;
    if (current !== spent) return current ? renewedElsewhere(stored, now()) : refusedElsewhere();
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      setSignInStatus(serverId, { kind: 'unreachable' });
      throw error;
    }
    if (response.ok) {
      const body: unknown = await response.clone().json().catch(() => undefined);
      const fresh = body as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown } | undefined;
      if (typeof fresh?.access_token === 'string') {
        const issuer = stored.tokens?.issuer;
        await updateServerAuth(serverId, (record) => ({
          ...record,
          // Without a new refresh token the server lets the old one be used again (no rotation).
          tokens: { ...(fresh as ServerAuthRecord['tokens'] & object), refresh_token: typeof fresh.refresh_token === 'string' ? fresh.refresh_token : spent, issuer },
          expiresAt: expiresAtOf(fresh.expires_in, now()),
          refused: false,
        }));
        setSignInStatus(serverId, undefined);
      }
    } else if (await isInvalidGrant(response)) {
      await updateServerAuth(serverId, ({ tokens: _tokens, expiresAt: _expiresAt, ...record }) => ({ ...record, refused: true }));
      setSignInStatus(serverId, { kind: 'refused' });
    } else {
      setSignInStatus(serverId, { kind: 'unreachable' });
    }
    return response;
  });
}
