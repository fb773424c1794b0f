// Seeds the Hindi and Marathi of five ventures (their child rows' texts too) and five team members
// through the translation service, as an editor's save then publish: the form's rules, a free
// address, a revision and an audit entry each. A language the item already has is left as it is,
// so running the seed again changes nothing and never overwrites an editor's text.
import { slugify } from '../common/slug.js';
import type { SeedDeps } from '../server/src/content-seed.js';
import { findTranslation } from '../server/src/editorial/translations.repository.js';
import type { TranslationLanguage } from '../server/src/site-languages.js';
import { childFieldName, parseTranslationInput, type TranslatedKind } from '../server/src/translations/translation-fields.js';
import { saveTranslation, setTranslationState } from '../server/src/translations/translations.service.js';
import { listVentureChildren } from '../server/src/ventures/ventures.repository.js';
import { teamTranslations } from './content/team-translations.js';
import { ventureTranslations, type VentureTranslationContent } from './content/venture-translations.js';

const LANGUAGES = ['hi', 'mr'] as const satisfies readonly TranslationLanguage[];

/** Returns how many translations were added and published. */
export async function seedVentureAndTeamTranslations(deps: SeedDeps): Promise<number> {
  let added = 0;
  for (const { english, ...languages } of ventureTranslations) {
    const venture = await deps.db.selectFrom('ventures').select('id').where('slug', '=', slugify(english)).where('deleted_at', 'is', null).executeTakeFirst();
    if (!venture) continue;
    const fields = await ventureFieldsOf(deps, venture.id);
    for (const lang of LANGUAGES) {
      if (deps.signal?.aborted) return added;
      const content = languages[lang];
      if (await publish(deps, 'ventures', venture.id, lang, { fields: fields(content), slug: content.slug })) added += 1;
    }
  }
  for (const { english, ...languages } of teamTranslations) {
    const member = await deps.db.selectFrom('team_members').select('id').where('name', '=', english).executeTakeFirst();
    if (!member) continue;
    for (const lang of LANGUAGES) {
      if (deps.signal?.aborted) return added;
      if (await publish(deps, 'team', member.id, lang, { fields: { ...languages[lang] } })) added += 1;
    }
  }
  return added;
}

/**
 * A venture's translated texts keyed by its child rows' ids, each list matched to the rows in
 * display order (the seed adds them in the content's order); rows beyond the content stay blank.
 */
async function ventureFieldsOf(deps: SeedDeps, id: number): Promise<(content: VentureTranslationContent) => Record<string, string>> {
  const children = await listVentureChildren(deps.db, [id]);
  return (content) => {
    const fields: Record<string, string> = { title: content.title, about_desc: content.about.join('\n\n') };
    const stats = children.stats[0];
    if (stats) {
      fields[childFieldName('stats', stats.id, 'stats_right_section_title')] = content.stats.rightTitle;
      fields[childFieldName('stats', stats.id, 'stats_right_section_content')] = content.stats.rightContent;
      fields[childFieldName('stats', stats.id, 'stats_left_section_title')] = content.stats.leftTitle;
      fields[childFieldName('stats', stats.id, 'stats_left_section_content')] = content.stats.leftContent;
    }
    const lists = [
      ['subcategories', 'name', children.subcategories, content.subcategories],
      ['clients', 'client_name', children.clients, content.clients],
      ['gallery', 'alt_text', children.gallery, content.gallery],
    ] as const;
    for (const [child, field, rows, texts] of lists) {
      rows.forEach((row, index) => {
        const text = texts[index];
        if (text !== undefined) fields[childFieldName(child, row.id, field)] = text;
      });
    }
    return fields;
  };
}

/** Saves and publishes the language unless the item has it already (in any state, or in the trash). */
async function publish(deps: SeedDeps, kind: TranslatedKind, id: number, lang: TranslationLanguage, body: { fields: Record<string, string>; slug?: string }): Promise<boolean> {
  if (await findTranslation(deps.db, { kind, itemId: id, lang })) return false;
  const target = { kind, id, lang };
  // The form's rules, as the translation route applies them.
  await saveTranslation(deps, target, parseTranslationInput(kind, body), null);
  await setTranslationState(deps, target, { status: 'published' }, null);
  deps.onChange?.();
  return true;
}
