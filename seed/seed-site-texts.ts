// Seeds the site's texts in Hindi and Marathi (seed/content/site-texts.ts) through the admin's save
// of a section's translation, then publishes each language as an owner's Publish does. A section
// already translated, and a language already published or unpublished by staff, is left alone.
import type { SeedDeps } from '../server/src/content-seed.js';
import { writeTime } from '../server/src/clock.js';
import { ValidationError } from '../server/src/http/errors.js';
import { listSiteLanguageStates, listSiteTranslations } from '../server/src/site-settings/site-translations.repository.js';
import { saveSiteTranslation, setSiteLanguageStatus } from '../server/src/site-settings/site-translations.service.js';
import { TRANSLATED_SECTIONS } from '../common/site-translations.js';
import { siteTexts } from './content/site-texts.js';

/** Returns how many sections' translations were added. */
export async function seedSiteTexts(deps: SeedDeps): Promise<number> {
  let added = 0;
  const states = await listSiteLanguageStates(deps.db);
  for (const lang of ['hi', 'mr'] as const) {
    const stored = new Set((await listSiteTranslations(deps.db, lang)).map((row) => row.section));
    for (const section of TRANSLATED_SECTIONS) {
      if (deps.signal?.aborted) return added;
      if (stored.has(section)) continue;
      await saveSiteTranslation(deps.db, { lang, section, body: siteTexts[lang][section], actor: null, at: writeTime(deps) });
      added += 1;
    }
    if (states.some((state) => state.lang === lang)) continue;
    try {
      await setSiteLanguageStatus(deps.db, { lang, status: 'published', actor: null, at: writeTime(deps) });
    } catch (error) {
      // English edited before the seed ran (a list made longer) leaves a field to translate: the language stays a draft for staff to finish.
      if (!(error instanceof ValidationError)) throw error;
      deps.logger.warn({ lang, reason: error.message }, 'demo site texts left as a draft');
    }
    deps.onChange?.();
  }
  return added;
}
