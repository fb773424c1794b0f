// The Site screen's calls: every section as the public read gives it (a signed-in admin's browser
// always revalidates it, so a save shows at once), saving one section, and the account's role.
import type { AccountRole } from '@common/accounts';
import { backendPaths } from '@common/backend-urls';
import type { SiteSection, SiteSettings } from '@common/site-settings';
import { apiRequest } from '@/lib/api-client';

export function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiRequest<SiteSettings>(backendPaths.siteSettings, { signal });
}

export async function saveSiteSection<S extends SiteSection>(section: S, content: SiteSettings[S]): Promise<SiteSettings[S]> {
  const reply = await apiRequest<{ section: S; content: SiteSettings[S] }>(`admin/site/${section}`, { method: 'PUT', body: content });
  return reply.content;
}

export async function fetchOwnRole(signal?: AbortSignal): Promise<AccountRole> {
  const reply = await apiRequest<{ role: AccountRole }>('login/session.php', { signal });
  return reply.role;
}

export type SectionVersion<S extends SiteSection = SiteSection> = { id: string; saved_at: string; saved_by: string | null; content: SiteSettings[S] };

export async function fetchSectionVersions<S extends SiteSection>(section: S, signal?: AbortSignal): Promise<SectionVersion<S>[]> {
  const reply = await apiRequest<{ versions: SectionVersion<S>[] }>(`admin/site/${section}/versions`, { signal });
  return reply.versions;
}

export async function restoreSectionVersion<S extends SiteSection>(section: S, id: string): Promise<SiteSettings[S]> {
  const reply = await apiRequest<{ section: S; content: SiteSettings[S] }>(`admin/site/${section}/versions/${encodeURIComponent(id)}/restore`, { method: 'POST' });
  return reply.content;
}
