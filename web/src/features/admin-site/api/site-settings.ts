// The Site screen's calls: every section with when it was saved (the admin's own read, never
// cached), saving one section from that read, and the account's role.
import type { AccountRole } from '@common/accounts';
import type { SiteSection, SiteSettings } from '@common/site-settings';
import { apiRequest } from '@/lib/api-client';

/** `updated_at`: when each section was last saved (null: never, it is at its defaults). */
export type AdminSite = { sections: SiteSettings; updated_at: Record<SiteSection, string | null> };

/** A section as stored, and when (null: never saved, at its defaults): the read its form's next save is made from. */
export type StoredSection<S extends SiteSection = SiteSection> = { content: SiteSettings[S]; updated_at: string | null };

export function fetchAdminSite(signal?: AbortSignal): Promise<AdminSite> {
  return apiRequest<AdminSite>('admin/site', { signal });
}

/** `readAt`: the section's updated_at as the form read it; a save made since refuses this one (409 changed_since). */
export async function saveSiteSection<S extends SiteSection>(section: S, content: SiteSettings[S], readAt: string | null): Promise<StoredSection<S>> {
  return apiRequest<StoredSection<S>>(`admin/site/${section}`, { method: 'PUT', body: { ...content, expected_updated_at: readAt } });
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

export function restoreSectionVersion<S extends SiteSection>(section: S, id: string): Promise<StoredSection<S>> {
  return apiRequest<StoredSection<S>>(`admin/site/${section}/versions/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}
