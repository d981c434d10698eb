// Addresses a client-influenced request must never reach: anything that is not the public internet.
// Checked on the resolved address, so a public name that resolves to 10.0.0.1 is refused too.

import { BlockList, isIP } from 'node:net';

const v4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services live here
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast included
] as const) {
  v4.addSubnet(network, prefix, 'ipv4');
}

const v6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped: refused whatever the IPv4 part, because a mapped address can reach an IPv4
  // loopback or private host through a dual-stack socket.
  ['::ffff:0:0', 96],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  v6.addSubnet(network, prefix, 'ipv6');
}

/** Well-known NAT64 (64:ff9b::/96) embeds an IPv4 address in its last 32 bits; judge that one. */
function nat64Embedded(address: string): string | undefined {
  const match = /^64:ff9b::(?:([\d.]+)|([\da-f]{1,4}):([\da-f]{1,4}))$/i.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = parseInt(match[2] ?? '0', 16);
  const low = parseInt(match[3] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for loopback, private, link-local, unique-local, IPv4-mapped and other non-public addresses;
 * also true for anything that is not an IP address at all, so a malformed value fails closed. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return v4.check(bare, 'ipv4');
  if (family === 6) {
    // BlockList matches IPv4-mapped addresses against IPv4 rules too, so this catches both.
    if (v6.check(bare, 'ipv6')) return true;
    const embedded = nat64Embedded(bare.toLowerCase());
    return embedded !== undefined && isBlockedAddress(embedded);
  }
  return true;
}
