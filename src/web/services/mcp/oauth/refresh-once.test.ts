import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readServerAuth, updateServerAuth } from './auth-store';
import { oauthFetch } from './oauth-fetch';
import { refreshOnce, type LockRunner } from './refresh-once';
import { useSignInStatus } from './sign-in-status';

// jsdom has no Web Locks: one lock held at a time per name, in order, as navigator.locks does.
const locks = new Map<string, Promise<unknown>>();
const mutex: LockRunner = (name, task) => {
  const previous = locks.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  locks.set(name, run.catch(() => undefined));
  return run;
};

const TOKEN_URL = 'https://auth.example.com/token';
let serverId: string;
let serial = 0;

const refreshForm = (token: string) => new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: 'c' });
const tokenAnswer = (access: string, refresh: string) =>
  new Response(JSON.stringify({ access_token: access, token_type: 'Bearer', expires_in: 5, refresh_token: refresh }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(async () => {
  serverId = `server-${++serial}`;
  await updateServerAuth(serverId, (record) => ({
    ...record,
    tokens: { access_token: 'a1', token_type: 'Bearer', refresh_token: 'r1', issuer: 'https://auth.example.com' },
    expiresAt: 0,
  }));
});
afterEach(() => vi.useRealTimers());

describe('refreshOnce', () => {
  it('spends a refresh token once when two holders refresh together: the second takes the first one’s tokens', async () => {
    let sent = 0;
    const send = async () => {
      sent += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return tokenAnswer('a2', 'r2');
    };
    const [first, second] = await Promise.all([
      refreshOnce(serverId, 'r1', send, mutex),
      refreshOnce(serverId, 'r1', send, mutex),
    ]);
    expect(sent).toBe(1);
    expect(await first.json()).toMatchObject({ access_token: 'a2', refresh_token: 'r2' });
    const reused = (await second.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(reused).toMatchObject({ access_token: 'a2', refresh_token: 'r2' });
    expect(reused.expires_in).toBeLessThanOrEqual(5);
    const stored = await readServerAuth(serverId);
    expect(stored.tokens).toMatchObject({ access_token: 'a2', refresh_token: 'r2', issuer: 'https://auth.example.com' });
  });

  it('through the connection’s fetch: only one of several refreshes reaches the token endpoint', async () => {
    const base = vi.fn(async () => tokenAnswer('a2', 'r2'));
    const fetchA = oauthFetch(serverId, base, mutex);
    const fetchB = oauthFetch(serverId, base, mutex);
    const answers = await Promise.all([fetchA, fetchB, fetchA].map((f) => f(TOKEN_URL, { method: 'POST', body: refreshForm('r1') })));
    expect(base).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer.ok)).toBe(true);
  });

  it('a refused refresh forgets the tokens and asks to sign in again; a waiting holder does not try the token', async () => {
    const send = vi.fn(async () => new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 }));
    const [first, second] = await Promise.all([refreshOnce(serverId, 'r1', send, mutex), refreshOnce(serverId, 'r1', send, mutex)]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(first.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
    const stored = await readServerAuth(serverId);
    expect(stored.tokens).toBeUndefined();
    expect(stored.refused).toBe(true);
    expect(useSignInStatus.getState().byServer[serverId]).toEqual({ kind: 'refused' });
  });

  it('an unreachable or failing authorization server keeps the tokens and says so', async () => {
    await expect(refreshOnce(serverId, 'r1', () => Promise.reject(new TypeError('Failed to fetch')), mutex)).rejects.toThrow();
    expect((await readServerAuth(serverId)).tokens?.refresh_token).toBe('r1');
    expect(useSignInStatus.getState().byServer[serverId]).toEqual({ kind: 'unreachable' });
    const unavailable = await refreshOnce(serverId, 'r1', async () => new Response('down', { status: 503 }), mutex);
    expect(unavailable.status).toBe(503);
    expect((await readServerAuth(serverId)).tokens?.refresh_token).toBe('r1');
  });
});
