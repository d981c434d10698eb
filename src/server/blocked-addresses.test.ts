// The address forms that carry an IPv4 address inside an IPv6 one, each judged by its bits whatever
// its spelling: the forms the page fetchers of other chat clients let through.

import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './blocked-addresses';

describe('isBlockedAddress, IPv4 inside IPv6', () => {
  it.each([
    ['NAT64 compressed, loopback inside', '64:ff9b::7f00:1'],
    ['NAT64 written out, loopback inside', '64:ff9b:0:0:0:0:7f00:1'],
    ['NAT64 with a dotted tail, metadata inside', '64:ff9b::169.254.169.254'],
    ['NAT64 written out with a dotted tail', '64:ff9b:0:0:0:0:10.0.0.1'],
    ['6to4 of 127.0.0.1', '2002:7f00:1::'],
    ['6to4 of 8.8.8.8 (refused whole)', '2002:808:808::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible, dotted', '::127.0.0.1'],
    ['IPv4-translated (SIIT)', '::ffff:0:7f00:1'],
    ['IPv4-mapped in hex', '::ffff:7f00:1'],
    ['IPv4-mapped written out', '0:0:0:0:0:ffff:7f00:1'],
  ])('blocks %s (%s)', (_label, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['64:ff9b::8.8.8.8', '64:ff9b:0:0:0:0:808:808', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])('allows the public %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});
