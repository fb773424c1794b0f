// Where the importer may fetch from: the old site's own origin and the hosts given with
// --allow-host, and never an address inside a network (loopback, private, link-local, metadata
// services) unless the old site itself lives there, and then only its own host. The old site's
// replies name picture addresses freely, so without this an import could be made to read another
// service of the machine it runs on.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// One list per family: a single BlockList matches an IPv4 address against its IPv6 rules as well
// (as ::ffff:a.b.c.d), and the rule for mapped addresses would then take in every IPv4 address.
const insideV4 = new BlockList();
const insideV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", and 0.0.0.0 itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, where some clouds put their metadata service
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: 169.254.169.254 is the usual metadata address
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3], // multicast and reserved, up to 255.255.255.255
] as const) {
  insideV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped, IPv4-compatible and NAT64 forms reach an IPv4 address, possibly an inside one.
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  insideV6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is inside a network rather than on the internet. */
export function isInsideAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? insideV4.check(address, 'ipv4') : insideV6.check(address, 'ipv6');
}

/** Refused: the address is not one the import may read. */
export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

export type OldSiteAccess = {
  /** Throws RefusedAddressError unless `url` may be read; `redirectedFrom` is the address that sent there. */
  check(url: URL, redirectedFrom?: string): Promise<void>;
};

/**
 * `allowHosts` entries are `host` (any port) or `host:port`. The old site's addresses are looked up
 * once: only if they are inside may its own host:port be read there.
 */
export function createOldSiteAccess(from: string, allowHosts: string[]): OldSiteAccess {
  const old = new URL(from);
  const oldHostPort = `${bare(old.hostname)}:${portOf(old)}`;
  const extra = allowHosts.map((entry) => entry.toLowerCase());
  let oldSiteInside: Promise<boolean> | undefined;

  const isAllowedHost = (url: URL) => {
    if (url.origin === old.origin) return true;
    return extra.some((entry) => entry === url.hostname || entry === url.host || entry === `${url.hostname}:${portOf(url)}`);
  };

  return {
    async check(url, redirectedFrom) {
      const subject = redirectedFrom ? `${redirectedFrom} redirects to ${url.href}, which` : url.href;
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedAddressError(`${subject} is not an http(s) address.`);
      if (!isAllowedHost(url)) throw new RefusedAddressError(`${subject} is not on the old site (${old.origin}) nor on a host given with --allow-host`);
      const addresses = await addressesOf(url.hostname);
      const insideOne = addresses.find(isInsideAddress);
      if (insideOne === undefined) return;
      if (url.origin === old.origin) {
        oldSiteInside ??= addressesOf(old.hostname).then((found) => found.some(isInsideAddress));
        if (await oldSiteInside) return;
      }
      throw new RefusedAddressError(
        `${subject} is at ${insideOne}, a loopback, private or link-local address, which the import reads only on the old site's own host (${oldHostPort})`,
      );
    },
  };
}

/** Every address the name stands for (an address stands for itself); fetch will connect to one of them. */
async function addressesOf(hostname: string): Promise<string[]> {
  const name = bare(hostname);
  if (isIP(name)) return [name];
  const found = await lookup(name, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

function bare(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1');
}

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}
