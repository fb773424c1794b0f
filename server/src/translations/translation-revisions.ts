// A translation's revisions (written by editorial/translation-history.ts on every write): listed
// newest first, and one brought back by saving its text and address over the current ones, which
// keeps the language's state and becomes a revision of its own.
import { translationAdminMessages } from '../../../common/translation-admin-messages.js';
import { findTranslationRevision, listTranslationRevisions, type TranslationRevisionSummary } from '../editorial/translations.repository.js';
import type { Editor } from '../http/editor.js';
import { NotFoundError } from '../http/errors.js';
import type { TranslationLanguage } from '../site-languages.js';
import type { TranslatedKind } from './translation-fields.js';
import type { ItemLanguageState } from '../../../common/api-types.js';
import { languagesOf, saveTranslation, type TranslationDeps } from './translations.service.js';

type Target = { kind: TranslatedKind; id: number; lang: TranslationLanguage };

const keyOf = (target: Target) => ({ kind: target.kind, itemId: target.id, lang: target.lang });

/** The language's revisions, newest first; 404 for an item missing or in the trash. */
export async function revisionsOf(deps: TranslationDeps, target: Target): Promise<TranslationRevisionSummary[]> {
  await languagesOf(deps, target.kind, target.id);
  return listTranslationRevisions(deps.db, keyOf(target));
}

/** Saves the revision's fields and address as the language's text (a 409 when another item took the address since). */
export async function restoreTranslationRevision(deps: TranslationDeps, target: Target, revisionId: string, editor: Editor): Promise<{ state: ItemLanguageState; at: Date }> {
  const revision = /^[1-9]\d{0,17}$/.test(revisionId) ? await findTranslationRevision(deps.db, keyOf(target), revisionId) : undefined;
  if (!revision) throw new NotFoundError(translationAdminMessages.revisionNotFound);
  const { fields, slug } = revision.content;
  const state = await saveTranslation(deps, target, { fields, slug: slug ?? undefined }, editor);
  return { state, at: revision.created_at };
}
