// The site's absolute origin for canonical URLs, the sitemap and robots.txt: PUBLIC_BASE_URL when
// it is set, else the origin the request came to (behind a proxy, as TRUST_PROXY lets Express see it).
import type { Request } from 'express';

export function siteOrigin(req: Request, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
