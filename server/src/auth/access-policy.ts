// Which access level each admin request needs (issue 23): one table for every route, so a new
// route is covered the moment it exists. Reads need `read`, writes `write`, unless a rule says
// otherwise; the rules name what every account may do for itself and what only owners may do.
import type { AccessLevel } from '../../../common/accounts.js';
import { SITE_SETTING_SECTIONS } from '../../../common/site-settings.js';

const settingSections = SITE_SETTING_SECTIONS.join('|');

type AccessRule = { method?: string; path: RegExp; level: AccessLevel };

const rules: AccessRule[] = [
  // The session check and logout; the sign-in steps need no session at all.
  { path: /^\/backend\/login\//, level: 'self' },
  { path: /^\/backend\/password\/update_password_api\.php$/, level: 'self' },
  // One's own two-factor sign-in and sessions.
  { path: /^\/backend\/admin\/account\//, level: 'self' },
  { path: /^\/backend\/admin\/users(\/|$)/, level: 'own' },
  { path: /^\/backend\/admin\/account-policy$/, level: 'own' },
  { method: 'DELETE', path: /^\/backend\/admin\/trash\/[^/]+\/[^/]+$/, level: 'own' },
  // The site's settings (contact details, locations, social links, footer) are the owner's; its
  // pages (home, about, policies) are content like any other (common/site-settings.ts).
  { method: 'PUT', path: new RegExp(`^/backend/admin/site/(${settingSections})$`), level: 'own' },
  { method: 'POST', path: new RegExp(`^/backend/admin/site/(${settingSections})/versions/[^/]+/restore$`), level: 'own' },
];

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The level a request needs; `path` is the whole path from the site's root (baseUrl + path). */
export function accessLevelOf(method: string, path: string): AccessLevel {
  const upper = method.toUpperCase();
  const rule = rules.find((r) => (r.method === undefined || r.method === upper) && r.path.test(path));
  if (rule) return rule.level;
  return readMethods.has(upper) ? 'read' : 'write';
}
