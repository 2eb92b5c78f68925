import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as one household or one hosting box sees it: /24 for IPv4, /64 for
 * IPv6 (a single customer line gets a whole /64, so counting single IPv6 addresses counts nothing).
 * An IPv4 address written as IPv6 (::ffff:1.2.3.4) is IPv4. Anything else is its own network.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
