import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a feed URL may reach: only public unicast. A feed URL is typed by a shop owner and fetched
 * by our server, so without this rule it would reach our own loopback, the private network, or the cloud's
 * metadata service at 169.254.169.254 (server-side request forgery).
 */

/** IPv4 special-purpose ranges (IANA registry) that are not public destinations. */
const REFUSED_IPV4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const refusedV4 = new BlockList();
for (const [network, prefix] of REFUSED_IPV4) refusedV4.addSubnet(network, prefix, 'ipv4');

/**
 * IPv6 is the other way round: only global unicast (2000::/3) may pass, which leaves out ::, ::1, fc00::/7,
 * fe80::/10, fec0::/10, ff00::/8, NAT64 64:ff9b::/96 and the rest at once. Inside it, the ranges that
 * carry or tunnel to other addresses (Teredo, 6to4) or are documentation are refused as well.
 */
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const refusedGlobalV6 = new BlockList();
refusedGlobalV6.addSubnet('2001::', 23, 'ipv6'); // IETF protocol assignments, Teredo 2001::/32
refusedGlobalV6.addSubnet('2001:db8::', 32, 'ipv6'); // documentation
refusedGlobalV6.addSubnet('2002::', 16, 'ipv6'); // 6to4: tunnels to an embedded IPv4 address
refusedGlobalV6.addSubnet('3fff::', 20, 'ipv6'); // documentation

/** IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 address itself; judged by the IPv4 rules. */
const mappedV6 = new BlockList();
mappedV6.addSubnet('::ffff:0:0', 96, 'ipv6');

/** True when a feed must not be fetched from this address (anything not a public unicast address). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refusedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  // BlockList matches an IPv4 rule against the mapped form (::ffff:7f00:1 is 127.0.0.1).
  if (mappedV6.check(address, 'ipv6')) return refusedV4.check(address, 'ipv6');
  return !globalV6.check(address, 'ipv6') || refusedGlobalV6.check(address, 'ipv6');
}

/** Host names and addresses compared the way URLs write them: lower case, no brackets, no final dot. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}
