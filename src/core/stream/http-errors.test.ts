import { describe, expect, it } from 'vitest';
import { codeOfStatus, isHtmlAnswer, pageSummary, retryAfterSeconds, serverCodeOf } from './http-errors';

describe('http errors', () => {
  it('gives each status its catalogue code', () => {
    expect([401, 403, 404, 413, 429, 500, 502, 503, 504, 418].map(codeOfStatus)).toEqual([
      'unauthorized',
      'forbidden',
      'not_found',
      'too_large',
      'rate_limited',
      'server_error',
      'unavailable',
      'unavailable',
      'unavailable',
      'http_error',
    ]);
  });

  it('reads our server’s own codes', () => {
    expect(serverCodeOf({ error: true, code: 'too_many_attempts', message: '…' })).toBe('too_many_attempts');
    expect(serverCodeOf({ error: true, code: 'upstream_auth', message: 'Baidu refused the server\'s BAIDU_API_KEY/BAIDU_SECRET_KEY' })).toBe('forbidden');
    expect(serverCodeOf({ error: true, code: 'something_new' })).toBeUndefined();
    expect(serverCodeOf({ error: { code: 'too_many_attempts' } })).toBeUndefined();
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(retryAfterSeconds('20', now)).toBe(20);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('knows a web page by its type or its first tag, and sums it up', () => {
    expect(isHtmlAnswer('text/html; charset=utf-8', '')).toBe(true);
    expect(isHtmlAnswer('application/json', '  <!DOCTYPE html><html>')).toBe(true);
    expect(isHtmlAnswer('application/json', '{"html":"<html>"}')).toBe(false);
    expect(pageSummary('<html><head><title> Hotel Wi-Fi login </title></head></html>')).toBe('Hotel Wi-Fi login');
    expect(pageSummary('<html><body><script>x()</script><p>Please sign in</p></body></html>')).toBe('Please sign in');
  });
});
