// Baidu's v1 chat API wants an OAuth access token, obtained from the API key and secret key: by the
// server with its own keys, and by the desktop app with the user's. The cache below is only an
// optimisation: every instance can fetch its own token at any time, so the server stays correct
// when it runs as several processes or restarts.

import type { Fetch } from '../types';
import { buildBaiduTokenRequest, parseBaiduToken } from './baidu';

/** What the token call needs of a fetch: the server's own takes only plain headers. */
type TokenInit = { method: string; headers: Record<string, string> };

interface Cached {
  token: string;
  expiresAt: number;
}

/** Tokens live 30 days; refreshing daily bounds the damage of a revoked token nobody noticed. */
const MAX_CACHE_MS = 24 * 60 * 60_000;
const EXPIRY_MARGIN_MS = 60_000;

/** Baidu refused the key pair; `reason` says how (an HTTP status or Baidu's own description). */
export class BaiduTokenError extends Error {
  override name = 'BaiduTokenError';
  constructor(readonly reason: string) {
    super(`Baidu refused the API key and secret key: ${reason}`);
  }
}

export interface BaiduTokenSource {
  get(baseUrl: string, apiKey: string, secretKey: string): Promise<string>;
}

export function createBaiduTokenSource(fetcher: Fetch<TokenInit>, now: () => number = Date.now): BaiduTokenSource {
  const cache = new Map<string, Cached>();
  // Concurrent first requests share one token call instead of each asking Baidu.
  const pending = new Map<string, Promise<string>>();

  async function obtain(cacheKey: string, baseUrl: string, apiKey: string, secretKey: string): Promise<string> {
    const request = buildBaiduTokenRequest(baseUrl, apiKey, secretKey);
    const response = await fetcher(request.url, { method: request.method, headers: request.headers });
    const body: unknown = await response.json().catch(() => ({}));
    let token;
    try {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      token = parseBaiduToken(body);
    } catch (error) {
      throw new BaiduTokenError((error as Error).message);
    }
    const lifetimeMs = token.expiresIn > 0 ? token.expiresIn * 1000 : MAX_CACHE_MS;
    cache.set(cacheKey, {
      token: token.accessToken,
      expiresAt: now() + Math.min(lifetimeMs - EXPIRY_MARGIN_MS, MAX_CACHE_MS),
    });
    return token.accessToken;
  }

  return {
    async get(baseUrl, apiKey, secretKey) {
      // The secret is part of the key: a token got with one pair must not answer for another.
      const cacheKey = `${baseUrl}\n${apiKey}\n${secretKey}`;
      const cached = cache.get(cacheKey);
      if (cached && cached.expiresAt > now()) return cached.token;
      let inFlight = pending.get(cacheKey);
      if (!inFlight) {
        inFlight = obtain(cacheKey, baseUrl, apiKey, secretKey).finally(() => pending.delete(cacheKey));
        pending.set(cacheKey, inFlight);
      }
      return inFlight;
    },
  };
}
