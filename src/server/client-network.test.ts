import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { networkOf } from './client-network';
import { DEFAULT_LIMITS } from './limits';

const byDefault = DEFAULT_LIMITS;

describe('networkOf', () => {
  it('counts an IPv4 address alone and every address of an IPv6 /64 together, by default', () => {
    expect(networkOf('203.0.113.5', byDefault)).toBe('203.0.113.5/32');
    expect(networkOf('203.0.113.6', byDefault)).not.toBe(networkOf('203.0.113.5', byDefault));
    const one = networkOf('2001:db8:1:2:3:4:5:6', byDefault);
    expect(one).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(networkOf('2001:db8:1:2::7', byDefault)).toBe(one);
    expect(networkOf('2001:DB8:1:2:ffff:ffff:ffff:ffff', byDefault)).toBe(one);
    expect(networkOf('2001:db8:1:3::7', byDefault)).not.toBe(one);
    expect(networkOf('::1', byDefault)).toBe('0:0:0:0:0:0:0:0/64');
  });

  it('takes an IPv4 client seen through a dual-stack socket as IPv4, not as one shared IPv6 /64', () => {
    expect(networkOf('::ffff:127.0.0.2', byDefault)).toBe('127.0.0.2/32');
    expect(networkOf('::ffff:7f00:3', byDefault)).toBe('127.0.0.3/32');
  });

  it('cuts to the configured prefixes, also mid-group', () => {
    const wide = { ipv4PrefixLength: 20, ipv6PrefixLength: 56 };
    expect(networkOf('203.0.113.5', wide)).toBe('203.0.112.0/20');
    expect(networkOf('2001:db8:1:2ff::1', wide)).toBe('2001:db8:1:200:0:0:0:0/56');
    expect(networkOf('64:ff9b::1.2.3.4', { ipv4PrefixLength: 32, ipv6PrefixLength: 128 })).toBe('64:ff9b:0:0:0:0:102:304/128');
  });

  it('drops the port or zone a forwarded entry may carry, and keeps what is no address as it is', () => {
    expect(networkOf('[2001:db8:1:2::9]:443', byDefault)).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(networkOf('203.0.113.5:4711', byDefault)).toBe('203.0.113.5/32');
    expect(networkOf('fe80::1%eth0', byDefault)).toBe('fe80:0:0:0:0:0:0:0/64');
    expect(networkOf('unknown', byDefault)).toBe('unknown');
  });

  it('reads the prefixes from CLIENT_PREFIX_IPV4 and CLIENT_PREFIX_IPV6', () => {
    expect(loadConfig({}).limits).toMatchObject({ ipv4PrefixLength: 32, ipv6PrefixLength: 64 });
    expect(loadConfig({ CLIENT_PREFIX_IPV4: '24', CLIENT_PREFIX_IPV6: '48' }).limits).toMatchObject({ ipv4PrefixLength: 24, ipv6PrefixLength: 48 });
    expect(() => loadConfig({ CLIENT_PREFIX_IPV6: '129' })).toThrow(/CLIENT_PREFIX_IPV6: expected a whole number from 16 to 128/);
    expect(() => loadConfig({ CLIENT_PREFIX_IPV4: '0' })).toThrow(/CLIENT_PREFIX_IPV4: expected a whole number from 8 to 32/);
  });
});
