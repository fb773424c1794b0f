// The Site screen's calls for Hindi and Marathi (issue 50): a language's texts with English's
// beside, saving one section's translation, and publishing or unpublishing the language.
import type { SectionTranslation, SiteLanguageStatus, TranslatedSection } from '@common/site-translations';
import { apiRequest } from '@/lib/api-client';

export type TranslationLang = 'hi' | 'mr';
export type SectionTexts = { english: SectionTranslation; translation: SectionTranslation; missing: string[] };
export type SiteLanguageTexts = { lang: TranslationLang; status: SiteLanguageStatus; published_at: string | null; sections: Record<TranslatedSection, SectionTexts> };

export function fetchSiteLanguage(lang: TranslationLang, signal?: AbortSignal): Promise<SiteLanguageTexts> {
  return apiRequest<SiteLanguageTexts>(`admin/site/languages/${lang}`, { signal });
}

export async function saveSectionTranslation(lang: TranslationLang, section: TranslatedSection, content: SectionTranslation): Promise<string> {
  const reply = await apiRequest<{ message: string }>(`admin/site/languages/${lang}/${section}`, { method: 'PUT', body: content });
  return reply.message;
}

export async function setSiteLanguageStatus(lang: TranslationLang, action: 'publish' | 'unpublish'): Promise<string> {
  const reply = await apiRequest<{ message: string }>(`admin/site/languages/${lang}/${action}`, { method: 'POST' });
  return reply.message;
}
