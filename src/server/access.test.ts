import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hasUserCredential } from './upstreams';

// Spy on the real comparison to prove the code check goes through it.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof NodeCrypto>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const { timingSafeEqual } = await import('node:crypto');
const { accessCodeOf, accessPolicyOf, createCodeMatcher, decideAccess, UNAUTHORIZED_MESSAGE } = await import('./access');

describe('access codes', () => {
  it('compares SHA-256 digests with timingSafeEqual against every code, whatever the length', () => {
    const matches = createCodeMatcher(['short', 'a-much-longer-code']);
    vi.mocked(timingSafeEqual).mockClear();
    expect(matches('short')).toBe(true);
    expect(matches('x')).toBe(false);
    expect(matches('a-much-longer-code')).toBe(true);
    // Two codes, three candidates: every comparison ran, none stopped early.
    expect(timingSafeEqual).toHaveBeenCalledTimes(6);
    for (const [a, b] of vi.mocked(timingSafeEqual).mock.calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });

  it('reads the code from "Bearer nk-…" or x-access-code, and nothing else', () => {
    expect(accessCodeOf(new Headers({ authorization: 'Bearer nk-abc' }))).toBe('abc');
    expect(accessCodeOf(new Headers({ authorization: 'bearer  nk-abc ' }))).toBe('abc');
    // The prefix in any case is an access code, never a provider key to pass on.
    expect(accessCodeOf(new Headers({ authorization: 'Bearer NK-abc' }))).toBe('abc');
    expect(accessCodeOf(new Headers({ authorization: 'Bearer Nk-abc' }))).toBe('abc');
    expect(accessCodeOf(new Headers({ 'x-access-code': 'xyz', authorization: 'Bearer sk-user' }))).toBe('xyz');
    expect(accessCodeOf(new Headers({ authorization: 'Bearer sk-user' }))).toBeUndefined();
    expect(accessCodeOf(new Headers())).toBeUndefined();
  });

  it('never counts an access code in upper case as the user’s own key', () => {
    const query = new URLSearchParams();
    expect(hasUserCredential('openai', new Headers({ authorization: 'Bearer NK-guess' }), query)).toBe(false);
    expect(hasUserCredential('openai', new Headers({ authorization: 'Bearer sk-user' }), query)).toBe(true);
  });

  it('decides: open without codes; code or own key with codes; own key refused when hidden', () => {
    const open = accessPolicyOf([], false);
    expect(decideAccess(open, undefined, false)).toEqual({ ok: true });
    const coded = accessPolicyOf(['c1'], false);
    expect(decideAccess(coded, 'c1', false)).toEqual({ ok: true });
    expect(decideAccess(coded, undefined, true)).toEqual({ ok: true });
    expect(decideAccess(coded, 'c2', false)).toMatchObject({ ok: false, status: 401, message: UNAUTHORIZED_MESSAGE, wrongCode: true });
    expect(decideAccess(coded, undefined, false)).toMatchObject({ ok: false, status: 401, wrongCode: false });
    const hidden = accessPolicyOf(['c1'], true);
    expect(decideAccess(hidden, 'c1', true)).toMatchObject({ ok: false, status: 403, code: 'user_key_forbidden' });
  });
});
