// The network a client is counted as: its address cut to a prefix (by default a whole IPv4 address,
// an IPv6 /64). A subscriber is usually given a whole IPv6 /64 and may use any address in it, so
// counting single IPv6 addresses would give one client as many places and access-code guesses as
// it has addresses (2^64).

import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { clientAddressOf } from './client-address';
import type { ServerLimits } from './limits';

export const IPV4_BITS = 32;
export const IPV6_BITS = 128;
const IPV6_GROUPS = 8;
const GROUP_BITS = 16;
const BYTE_BITS = 8;
const BYTE_MASK = (1 << BYTE_BITS) - 1;
/** ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket: groups 0-4 zero, group 5 all ones. */
const MAPPED_IPV4_MARK = 0xffff;
const MAPPED_IPV4_MARK_GROUP = 5;

export type NetworkPrefixes = Pick<ServerLimits, 'ipv4PrefixLength' | 'ipv6PrefixLength'>;

function ipv4Octets(address: string): number[] {
  return address.split('.').map(Number);
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a trailing dotted IPv4 part turned
 * into two groups). The address is known to be valid. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = ipv4Octets(piece);
          return [(a << BYTE_BITS) | b, (c << BYTE_BITS) | d];
        });
  const [head = '', tail] = address.split('::');
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(IPV6_GROUPS - front.length - back.length).fill(0), ...back];
}

/** The first `bits` bits of each of `values` (each `width` bits wide); the rest zero. */
function masked(values: number[], width: number, bits: number): number[] {
  return values.map((value, index) => {
    const keep = Math.min(width, Math.max(0, bits - index * width));
    return keep === 0 ? 0 : value & (((1 << keep) - 1) << (width - keep));
  });
}

function ipv4Network(address: string, prefix: number): string {
  return `${masked(ipv4Octets(address), BYTE_BITS, prefix).join('.')}/${prefix}`;
}

/** An X-Forwarded-For entry may carry a port ("203.0.113.5:4711", "[2001:db8::1]:443") or an IPv6
 * zone ("fe80::1%eth0"); the socket's own address never does. */
function bareAddress(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (withPort) return withPort[1]!;
  return address.replace(/%.*$/, '');
}

/** The network an address belongs to, as a key such as "203.0.113.5/32" or "2001:db8:0:1:0:0:0:0/64".
 * What is not an IP address (a proxy's odd entry, "unknown") is its own key. */
export function networkOf(address: string, { ipv4PrefixLength, ipv6PrefixLength }: NetworkPrefixes): string {
  const bare = bareAddress(address.trim());
  if (isIPv4(bare)) return ipv4Network(bare, ipv4PrefixLength);
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, MAPPED_IPV4_MARK_GROUP).every((group) => group === 0) && groups[MAPPED_IPV4_MARK_GROUP] === MAPPED_IPV4_MARK) {
    const [high = 0, low = 0] = groups.slice(MAPPED_IPV4_MARK_GROUP + 1);
    return ipv4Network(`${high >> BYTE_BITS}.${high & BYTE_MASK}.${low >> BYTE_BITS}.${low & BYTE_MASK}`, ipv4PrefixLength);
  }
  return `${masked(groups, GROUP_BITS, ipv6PrefixLength)
    .map((group) => group.toString(16))
    .join(':')}/${ipv6PrefixLength}`;
}

/** The network limits and wrong access codes are counted against (see clientAddressOf for which
 * address is taken). */
export function clientNetworkOf(c: Context, trustProxy: number, prefixes: NetworkPrefixes): string {
  return networkOf(clientAddressOf(c, trustProxy), prefixes);
}
