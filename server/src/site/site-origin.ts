// The site's absolute origin for canonical URLs, share tags, the sitemap and robots.txt:
// PUBLIC_BASE_URL when it is set. Without it (a development start), the Host a request names is
// used only when it is a loopback name or the very address the request arrived at; anything else
// (`Host: evil.example`) is never written into a reply, which then names the listening address.
import { isIP } from 'node:net';
import type { Request } from 'express';
import { unmappedAddress } from '../http/client-address.js';

export function siteOrigin(req: Request, publicBaseUrl: string | undefined): string {
  if (publicBaseUrl) return publicBaseUrl;
  const host = req.get('host');
  if (host && isTrustedHost(host, req.socket.localAddress)) return `${req.protocol}://${host.toLowerCase()}`;
  return `${req.protocol}://${listeningHost(req.socket.localAddress, req.socket.localPort)}`;
}

/** `localhost`, `*.localhost` (RFC 6761), 127.0.0.0/8, [::1], or the local address itself; any port. */
export function isTrustedHost(host: string, localAddress: string | undefined): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host);
  if (!match) return false;
  const name = match[1]!.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4 && name.startsWith('127.')) return true;
  if (name === '::1') return true;
  return localAddress !== undefined && isIP(name) !== 0 && name === unmappedAddress(localAddress);
}

function listeningHost(localAddress: string | undefined, localPort: number | undefined): string {
  const address = localAddress ? unmappedAddress(localAddress) : '127.0.0.1';
  const name = address === '127.0.0.1' || address === '::1' ? 'localhost' : isIP(address) === 6 ? `[${address}]` : address;
  return localPort ? `${name}:${localPort}` : name;
}


/** `address` at `origin` when it is a path on this site ('/backend/news/uploads/…'); a full URL as it is. */
export function onSite(origin: string, address: string): string {
  return /^https?:\/\//i.test(address) ? address : `${origin}${address}`;
}
