// The address a request came from, as the limits count it and the activity log, sessions and
// messages show it.
import type { Request } from 'express';

/**
 * The socket's address, or the first untrusted hop per TRUST_PROXY (req.ip), an IPv4 client seen
 * through a dual-stack socket (::ffff:203.0.113.7) as the IPv4 address it is.
 */
export function clientAddress(req: Request): string {
  return unmappedAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** '::ffff:127.0.0.1' as '127.0.0.1'; any other address as it is. */
export function unmappedAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
