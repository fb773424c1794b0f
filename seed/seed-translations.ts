// Seeds the demo items' Hindi and Marathi (issue 50) through the translations service, as an
// editor's save and publish write them: the form's rules and sanitizer (parseTranslationInput),
// the address made from the title or the Latin one an editor may choose, a revision and an audit
// entry per step. An item is found by its English slug; a language it already has is left alone,
// so an editor's own text is never overwritten and a second run changes nothing.
import { LISTED_KINDS, type ListedKind } from '../common/content-kinds.js';
import { transliteratedSlug } from '../common/language-slug.js';
import type { SeedDeps } from '../server/src/content-seed.js';
import { findTranslation, isTranslationSlugTaken } from '../server/src/editorial/translations.repository.js';
import type { TranslationLanguage } from '../server/src/site-languages.js';
import { parseTranslationInput, titleFieldOf } from '../server/src/translations/translation-fields.js';
import { saveTranslation, setTranslationState } from '../server/src/translations/translations.service.js';
import { demoTranslations } from './content/translations.js';
import type { DemoLanguageText } from './content/demo-translation.js';

type Target = { kind: ListedKind; id: number; lang: TranslationLanguage };

/** Returns how many translations were added (each saved, and published unless it is a draft). */
export async function seedTranslations(deps: SeedDeps): Promise<number> {
  let added = 0;
  for (const kind of LISTED_KINDS) {
    for (const item of demoTranslations[kind]) {
      if (deps.signal?.aborted) return added;
      const english = await deps.db.selectFrom(kind).select('id').where('slug', '=', item.en).where('deleted_at', 'is', null).executeTakeFirst();
      // Deleted or trashed by the staff: its languages go with it.
      if (!english) continue;
      for (const lang of ['hi', 'mr'] as const) {
        const text = item[lang];
        if (!text) continue;
        const target = { kind, id: english.id, lang };
        if (await findTranslation(deps.db, { kind, itemId: english.id, lang })) continue;
        if (await addTranslation(deps, target, text)) {
          added += 1;
          deps.onChange?.();
        }
      }
    }
  }
  return added;
}

/** Saves and publishes one language; false when another seed saved it meanwhile. */
async function addTranslation(deps: SeedDeps, target: Target, text: DemoLanguageText): Promise<boolean> {
  const slug = text.slug === 'transliterated' ? await freeLatinSlug(deps, target, (text.fields[titleFieldOf(target.kind)] ?? '').normalize('NFC')) : undefined;
  // NFC, as a browser's form sends text, so the stored words compare and search as an editor's do.
  const fields = Object.fromEntries(Object.entries(text.fields).map(([name, value]) => [name, value.normalize('NFC')]));
  const input = parseTranslationInput(target.kind, { fields, slug });
  try {
    await saveTranslation(deps, target, input, null);
  } catch (error) {
    // The row's key is (kind, item, language): a second seed running beside this one added it first.
    const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'translations_pkey') return false;
    throw error;
  }
  if (!text.draft) await setTranslationState(deps, target, { status: 'published' }, null);
  return true;
}

/** The title in Latin letters, as an editor may choose it; undefined (a Devanagari one) when another item has it. */
async function freeLatinSlug(deps: SeedDeps, target: Target, title: string): Promise<string | undefined> {
  const slug = transliteratedSlug(title);
  return (await isTranslationSlugTaken(deps.db, { kind: target.kind, itemId: target.id, lang: target.lang }, slug)) ? undefined : slug;
}
