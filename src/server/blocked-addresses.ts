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
  // Unspecified, loopback and the old IPv4-compatible form (::a.b.c.d), which a dual-stack host may
  // hand to its IPv4 side.
  ['::', 96],
  // IPv4-mapped: refused whatever the IPv4 part, because a mapped address can reach an IPv4
  // loopback or private host through a dual-stack socket.
  ['::ffff:0:0', 96],
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT), the same IPv4 address under another prefix
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  // Teredo and 6to4 carry an IPv4 address inside (Teredo's client part inverted) and are delivered to
  // it through a relay; both are obsolete for servers, so they are refused whole rather than trusted
  // to embed a public address.
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  v6.addSubnet(network, prefix, 'ipv6');
}

const IPV6_GROUPS = 8;

/** The eight 16-bit groups of an IPv6 address in any spelling the address parser accepts (zeros
 * compressed or not, a dotted IPv4 tail), so an embedded IPv4 address is read from its bits, never
 * from one particular way of writing it. */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = (dotted[2] ?? '').split('.').map(Number);
    text = `${dotted[1] ?? ''}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(IPV6_GROUPS - front.length - back.length).fill(0), ...back];
}

/** The well-known NAT64 prefix 64:ff9b::/96: its first six groups. */
const NAT64_PREFIX = [0x64, 0xff9b, 0, 0, 0, 0];

/** Well-known NAT64 embeds an IPv4 address in its last 32 bits, which a NAT64 gateway connects to:
 * judge that one. */
function nat64Embedded(address: string): string | undefined {
  const groups = groupsOf(address);
  if (!NAT64_PREFIX.every((value, index) => groups[index] === value)) return undefined;
  const [high = 0, low = 0] = groups.slice(NAT64_PREFIX.length);
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
    const embedded = nat64Embedded(bare);
    return embedded !== undefined && isBlockedAddress(embedded);
  }
  return true;
}
