// The Site screen's calls for Hindi and Marathi (issue 50): a language's texts with English's
// beside, saving one section's translation, and publishing or unpublishing the language.
import type { SectionTranslation, SiteLanguageStatus, TranslatedSection } from '@common/site-translations';
import type { TranslatedLanguageCode } from '@common/languages';
import { apiRequest } from '@/lib/api-client';

export type TranslationLang = TranslatedLanguageCode;
/** `updated_at`: when the translation was last saved (null: never), from which its form saves. */
export type SectionTexts = { english: SectionTranslation; translation: SectionTranslation; missing: string[]; updated_at: string | null };
export type SiteLanguageTexts = { lang: TranslationLang; status: SiteLanguageStatus; published_at: string | null; sections: Record<TranslatedSection, SectionTexts> };

export function fetchSiteLanguage(lang: TranslationLang, signal?: AbortSignal): Promise<SiteLanguageTexts> {
  return apiRequest<SiteLanguageTexts>(`admin/site/languages/${lang}`, { signal });
}

/** `readAt`: the translation's updated_at as the form read it; a save made since refuses this one (409 changed_since). */
export function saveSectionTranslation(
  lang: TranslationLang,
  section: TranslatedSection,
  content: SectionTranslation,
  readAt: string | null,
): Promise<{ message: string; updated_at: string }> {
  return apiRequest<{ message: string; updated_at: string }>(`admin/site/languages/${lang}/${section}`, { method: 'PUT', body: { ...content, expected_updated_at: readAt } });
}

export async function setSiteLanguageStatus(lang: TranslationLang, action: 'publish' | 'unpublish'): Promise<string> {
  const reply = await apiRequest<{ message: string }>(`admin/site/languages/${lang}/${action}`, { method: 'POST' });
  return reply.message;
}
