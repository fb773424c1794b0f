// The origin that links in account e-mails point to: PUBLIC_BASE_URL's when set, else the one the
// request came to (the origin check has already refused cross-site writes).
import type { Request } from 'express';
import type { Config } from '../config.js';

export function linkOriginOf(req: Request, config: Pick<Config, 'publicBaseUrl'>): string {
  return config.publicBaseUrl ?? `${req.protocol}://${req.get('host')}`;
}

