// The origin that links in account e-mails point to. Only configuration decides it: a request's
// Host or Origin never does, since without PUBLIC_BASE_URL the origin check compares the two with
// each other, and a forged pair of them would otherwise send the owner's reset link to another site.
import type { AppDeps } from '../app-deps.js';
import type { Config } from '../config.js';

/** PUBLIC_BASE_URL's origin, else the address the server printed at start (main.ts passes it in once listening). */
export function linkOriginOf({ config, listenOrigin }: Pick<AppDeps, 'config' | 'listenOrigin'>): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  // Fails closed: an app made without either (only a hand-built test app can be) makes no link at all.
  if (!listenOrigin) throw new Error('No origin for links in e-mails: set PUBLIC_BASE_URL, or pass listenOrigin to createApp.');
  return listenOrigin();
}

/** The address the server prints at start and, without PUBLIC_BASE_URL, puts in its e-mails' links. */
export function serverAddressOf(config: Pick<Config, 'publicBaseUrl'>, port: number): string {
  return config.publicBaseUrl ?? `http://localhost:${port}`;
}
