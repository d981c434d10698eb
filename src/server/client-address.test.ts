import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { forwardedAddress } from './client-address';

describe('forwardedAddress', () => {
  it('takes the entry n hops from the right, never what the client wrote before it', () => {
    expect(forwardedAddress('6.6.6.6, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(forwardedAddress('6.6.6.6, 203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5');
    expect(forwardedAddress(' 203.0.113.5 ', 1)).toBe('203.0.113.5');
    // Fewer entries than proxies: the leftmost is the best there is.
    expect(forwardedAddress('203.0.113.5', 3)).toBe('203.0.113.5');
  });

  it('is not read without trusted proxies, or when empty', () => {
    expect(forwardedAddress('203.0.113.5', 0)).toBeUndefined();
    expect(forwardedAddress(undefined, 1)).toBeUndefined();
    expect(forwardedAddress(' , ', 1)).toBeUndefined();
  });

  it('TRUST_PROXY takes a number of hops, or true/false', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY: expected the number of reverse proxies/);
    expect(() => loadConfig({ MAX_IN_FLIGHT: '0' })).toThrow(/MAX_IN_FLIGHT: expected a whole number from 1/);
  });
});
