// The network a client address is counted by in the sign-in and contact limits: an IPv4 address
// alone, an IPv6 address by its /64, since one subscriber or server usually holds a whole /64 and could
// otherwise take a fresh address (and a fresh allowance) for every guess.
import { isIPv6 } from 'node:net';
import { unmappedAddress } from './client-address.js';

export function networkOfAddress(address: string): string {
  const withoutZone = address.replace(/%.*$/, '');
  // An IPv4 client seen through a dual-stack socket (::ffff:203.0.113.7) is that IPv4 address.
  const unmapped = unmappedAddress(withoutZone);
  if (unmapped !== withoutZone) return unmapped;
  if (!isIPv6(withoutZone)) return address;
  return `${ipv6Groups(withoutZone).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  // A trailing dotted IPv4 part fills the last two groups; only the first four matter here.
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - first.length - last.length }, () => '0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16));
}
