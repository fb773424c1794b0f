// One item's text in one language (issue 50): the language's fields beside English's, read-only
// (stacked on a narrow screen); Save draft, Publish, Schedule, Unpublish as the English form's
// buttons (publish-actions.tsx), Move to trash / Restore, Copy from English (the server fills only
// the empty fields), the address for kinds with a page, the "needs update" mark naming what
// English changed, and the language's revisions. Messages are the server's, shown as the English
// forms show theirs; leaving with unsaved changes asks first (unsaved-changes.tsx). Beside the
// kind's own fields it shows every text the server says a translation of this item holds: a
// venture's child rows', each named by its row ('Gallery 2: Caption') with English's text beside it.
import { useCallback, useEffect, useState } from 'react';
import type { ItemLanguageState } from '@common/api-types';
import { SITE_UTC_OFFSET } from '@common/editorial';
import { isBlankHtml } from '@common/plain-text';
import { useCan } from './account-context';
import { actionErrorText } from './admin-errors';
import {
  copyFromEnglish,
  fetchItemLanguages,
  saveTranslation,
  scheduleTranslation,
  setTranslationStep,
  trashTranslation,
  type FieldOutline,
  type StateReply,
  type TranslationLang,
} from './api/translations';
import { BannerView, Spinner, useBanner } from './banners';
import { changedSinceIn, ChangedSinceNotice, useChangedSince } from './changed-since';
import { ConfirmDialog } from './confirm-dialog';
import { formatIndiaTime } from './date-time';
import { FieldError, type FieldIssue, focusField, invalidProps } from './field-problems';
import { useFocusOnAttach } from './focus-on-attach';
import { languageNameOf, languageStateText, useSiteTranslationLanguages } from './language-statuses';
import { isPreviewableKind, openPreview, previewErrorText } from './preview';
import { type PublishAction, PublishActions, publicStepQuestions } from './publish-actions';
import { FormActions, formExtra } from './form-actions';
import { RichTextField } from './rich-text-field';
import { SavedNote, type SavedNoteText } from './saved-note';
import { SharePreviewLink } from './share-preview-link';
import { fieldsShown, type TranslationFieldDef } from './translation-fields';
import { TranslationRevisions } from './translation-revisions';
import { useUnsavedChanges } from './unsaved-changes';
import './translation-editor.css';
import { RequiredMark } from './required-mark';

type Props = {
  /** The kind's name in /backend/admin/translations/:kind. */
  kind: string;
  id: number;
  lang: TranslationLang;
  /** English's title, for the heading; without it (an editor opened by its URL), English's text of the first field. */
  itemName?: string;
  /** The kind's own translatable fields; the item's child rows' come from the server. */
  fields: TranslationFieldDef[];
  /** The kind has a page, so each language has its own address. */
  hasPage: boolean;
  /** Another language of the same item. */
  onLanguage(lang: TranslationLang): void;
  /** The item's English form, and the list. */
  onEnglish(): void;
  onList(): void;
  /** 1 on a screen whose sections are h1 (the team's), else 2. */
  headingLevel?: 1 | 2;
};

// A child row's key has dots (gallery.88.caption); the ids keep to letters, digits and hyphens.
const fieldIdOf = (name: string) => `translation-${name.replace(/\./g, '-')}`;
const slugId = 'translation-slug';

export function TranslationEditor({ kind, id, lang, itemName, fields: ownFields, hasPage, onLanguage, onEnglish, onList, headingLevel = 2 }: Props) {
  const name = languageNameOf(lang);
  const siteLanguages = useSiteTranslationLanguages();
  const canWrite = useCan('write');
  const [english, setEnglish] = useState<ItemLanguageState | null>(null);
  const [own, setOwn] = useState<ItemLanguageState | null>(null);
  const [outline, setOutline] = useState<FieldOutline[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [slug, setSlug] = useState('');
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [note, setNote] = useState<SavedNoteText | null>(null);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [confirming, setConfirming] = useState<{ question: string; run(): void } | null>(null);
  /** Bumped after each write, so the revisions are read again. */
  const [version, setVersion] = useState(0);
  /** A save refused because the text was saved since it was read. */
  const changes = useChangedSince();
  /** Bumped to read the text again, as saved elsewhere. */
  const [reads, setReads] = useState(0);
  const { banner, show, dismiss } = useBanner();
  const heading = useFocusOnAttach<HTMLHeadingElement>(true);
  useUnsavedChanges(dirty && !busy);

  const take = useCallback((state: ItemLanguageState) => {
    setOwn(state);
    setValues(state.fields);
    setSlug(state.slug ?? '');
    setDirty(false);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setEnglish(null);
    setOwn(null);
    setNote(null);
    setIssues([]);
    fetchItemLanguages(kind, id, controller.signal).then(
      ({ languages, fields: outlined }) => {
        setOutline(outlined);
        setEnglish(languages.find((language) => language.lang === 'en') ?? null);
        const mine = languages.find((language) => language.lang === lang);
        if (mine) take(mine);
      },
      (error: unknown) => !controller.signal.aborted && setFailed(actionErrorText(error)),
    );
    return () => controller.abort();
  }, [kind, id, lang, take, reads]);

  useEffect(() => {
    if (issues[0]) focusField(issues[0].id);
  }, [issues]);

  if (failed) {
    return (
      <section className="admin-section">
        <p className="admin-table__empty" role="alert">
          {failed}
        </p>
        <button type="button" className="admin-button" onClick={onList}>
          ← Back to the list
        </button>
      </section>
    );
  }
  if (!english || !own) return <Spinner label={`Loading the ${name} text…`} />;

  const fields = fieldsShown(kind, ownFields, outline);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const trashed = own.deleted_at !== null;
  const state = { status: own.status, publish_at: own.publish_at };
  const messageOf = (fieldId: string) => issues.find((issue) => issue.id === fieldId)?.message;

  const set = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setIssues((current) => current.filter((issue) => issue.id !== fieldIdOf(field)));
    setDirty(true);
  };

  /** The blank fields that stop a text going out, with the English form's messages (optional: the server says it may stay blank). */
  const blanks = (): FieldIssue[] =>
    fields
      .filter((field) => {
        if (field.optional) return false;
        const value = values[field.name] ?? '';
        return field.kind === 'rich' ? isBlankHtml(value) : value.trim() === '';
      })
      .map((field) => ({ id: fieldIdOf(field.name), message: field.requiredMessage }));

  /** Runs a write; its reply's text shows as the saved note, its state replaces the form's. */
  async function run(write: () => Promise<StateReply>, after?: (reply: StateReply) => void) {
    setBusy(true);
    dismiss();
    changes.clear();
    try {
      const reply = await write();
      changes.reread();
      take(reply.translation);
      setNote({ text: reply.message, at: new Date().toISOString() });
      setVersion((current) => current + 1);
      after?.(reply);
    } catch (error) {
      if (changes.keep(changedSinceIn(error))) return;
      const text = actionErrorText(error);
      show({ kind: 'error', text });
      // A field the server refused (a blank or too long text, an address) is marked where it is.
      const field = fields.find((entry) => entry.requiredMessage === text.replace(/^Error: /, ''));
      if (field) setIssues([{ id: fieldIdOf(field.name), message: field.requiredMessage }]);
    } finally {
      setBusy(false);
    }
  }

  const body = () => ({
    fields: values,
    ...(hasPage && slug.trim() !== '' ? { slug: slug.trim() } : {}),
    // Null while there is no text yet: a text someone else starts meanwhile refuses this first save.
    expected_updated_at: changes.from(own.updated_at),
  });
  /** Unsaved text is saved before a step, so the step acts on what the editor sees. */
  const savedFirst = async <T,>(step: () => Promise<T>, options: { create: boolean } = { create: true }): Promise<T> => {
    if (dirty || (options.create && own.status === null)) await saveTranslation(kind, id, lang, body());
    return step();
  };

  function onAction(action: PublishAction) {
    if (action.name === 'draft' || action.name === 'keep') {
      if (action.name === 'keep') {
        const found = blanks();
        if (found.length > 0) return refuse(found);
      }
      return void run(() => saveTranslation(kind, id, lang, body()));
    }
    if (action.name === 'unpublish') {
      const step = () => void run(() => savedFirst(() => setTranslationStep(kind, id, lang, 'unpublish')));
      if (own?.status === 'published') setConfirming({ question: publicStepQuestions.unpublish(`${name} text`), run: step });
      else step();
      return;
    }
    const found = blanks();
    if (found.length > 0) return refuse(found);
    if (action.name === 'publish') {
      setConfirming({ question: publicStepQuestions.publishNow, run: () => void run(() => savedFirst(() => setTranslationStep(kind, id, lang, 'publish'))) });
    } else {
      const when = formatIndiaTime(new Date(`${action.publish_at}:00${SITE_UTC_OFFSET}`));
      setConfirming({ question: publicStepQuestions.publishOn(when), run: () => void run(() => savedFirst(() => scheduleTranslation(kind, id, lang, action.publish_at))) });
    }
  }

  function refuse(found: FieldIssue[]) {
    setIssues(found);
    show({ kind: 'error', text: found[0]!.message });
  }

  function copy() {
    // Copying creates the text when there is none yet.
    void run(() => savedFirst(() => copyFromEnglish(kind, id, lang), { create: false }));
  }

  function trash() {
    void run(
      () => trashTranslation(kind, id, lang),
      (reply) =>
        show({
          kind: 'success',
          text: reply.message,
          action: { label: 'Undo', describedAs: `(restore the ${name} text)`, run: () => void run(() => setTranslationStep(kind, id, lang, 'restore')) },
        }),
    );
  }

  const ownState = trashed ? 'In the trash' : (languageStateText({ status: own.status, publish_at: own.publish_at, trashed: false }) ?? 'Not written yet');
  const changedLabels = own.changed.map((field) => fields.find((entry) => entry.name === field)?.label ?? field);
  const readOnly = !canWrite || trashed;

  return (
    <section className="admin-section translation-editor" aria-labelledby="translation-heading">
      <div className="admin-section__head">
        <Heading id="translation-heading" ref={heading.ref} tabIndex={-1}>
          {name} text: <span lang="en">{itemName ?? english.fields[fields[0]?.name ?? ''] ?? ''}</span>
        </Heading>
        <div className="admin-section__tools">
          <nav aria-label="Languages of this item" className="translation-editor__languages">
            {canWrite && (
              <button type="button" className="admin-button" onClick={onEnglish}>
                English
              </button>
            )}
            {siteLanguages?.map((language) => (
              <button
                key={language.code}
                type="button"
                className="admin-button"
                aria-current={language.code === lang ? 'page' : undefined}
                disabled={language.code === lang}
                onClick={() => onLanguage(language.code)}
              >
                {language.name}
              </button>
            ))}
          </nav>
          {isPreviewableKind(kind) && own.status !== null && !trashed && (
            // The text as saved (a translation has no autosave), in a new tab as English's Preview opens.
            <button type="button" className="admin-button" onClick={() => void openPreview(kind, id, null, lang).catch((error: unknown) => show({ kind: 'error', text: previewErrorText(error, actionErrorText) }))}>
              {dirty ? 'Preview as saved' : 'Preview'}
            </button>
          )}
          <button type="button" className="admin-button" onClick={onList}>
            ← Back to the list
          </button>
        </div>
      </div>
      <p className="translation-editor__state">
        State of the {name} text: <strong>{ownState}</strong>
        {own.status === 'published' && hasPage && own.slug && <> · address <span lang={lang}>{own.slug}</span></>}
      </p>
      <SavedNote note={note} />
      <BannerView banner={banner} onDismiss={dismiss} />
      <ChangedSinceNotice
        changes={changes}
        // The text as it is in the form now; a step the refused save came before (Publish…) is the editor's to press again.
        onSaveOver={() => void run(() => saveTranslation(kind, id, lang, body()))}
        onLoadSaved={() => {
          changes.reread();
          setDirty(false);
          setReads((count) => count + 1);
        }}
      />
      {own.needsUpdate && !trashed && (
        <div className="translation-editor__stale" role="note">
          <strong>Needs update:</strong> English changed since this text was saved ({changedLabels.join(', ')}). Update the {name} text and save it to clear this mark.
        </div>
      )}
      <form
        className={`admin-form${readOnly ? ' admin-form--read-only' : ''}`}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) onAction(own.status === null || own.status === 'draft' ? { name: 'draft', status: 'draft' } : { name: 'keep' });
        }}
      >
        <fieldset className="admin-form__body translation-editor__rows" disabled={busy || readOnly}>
          <legend className="visually-hidden">
            {name} text beside English
          </legend>
          {fields.map((field) => {
            const fieldId = fieldIdOf(field.name);
            const error = messageOf(fieldId);
            const changed = own.changed.includes(field.name);
            return (
              <div key={field.name} className="translation-row">
                <div className="translation-row__source" lang="en">
                  <p className="admin-field__label" id={`${fieldId}-source`}>
                    {field.label} in English
                    {changed && <span className="translation-row__changed">Changed</span>}
                  </p>
                  {field.kind === 'rich' ? (
                    <div className="translation-row__text translation-row__text--rich" aria-labelledby={`${fieldId}-source`} dangerouslySetInnerHTML={{ __html: english.fields[field.name] ?? '' /* sanitized by the server on save and again on read (sanitizeRichHtml in translations.service.ts englishState) */ }} />
                  ) : english.fields[field.name] ? (
                    <p className="translation-row__text">{english.fields[field.name]}</p>
                  ) : (
                    <p className="translation-row__text translation-row__text--blank">Blank in English{field.optional ? '; it may stay blank here too.' : '.'}</p>
                  )}
                </div>
                <div className="translation-row__own" lang={lang}>
                  {field.kind === 'rich' ? (
                    <RichTextField id={fieldId} error={error} label={`${field.label} in ${name}`} value={values[field.name] ?? ''} maxLength={field.maxLength} onChange={(html) => set(field.name, html)} required={!field.optional} />
                  ) : (
                    <div className="admin-field">
                      <label htmlFor={fieldId} lang="en">
                        {field.label} in {name}
                        {!field.optional && <RequiredMark />}
                      </label>
                      {field.multiline ? (
                        <textarea id={fieldId} rows={5} value={values[field.name] ?? ''} {...invalidProps(fieldId, error)} onChange={(event) => set(field.name, event.target.value)} />
                      ) : (
                        <input id={fieldId} type="text" value={values[field.name] ?? ''} maxLength={field.maxLength} {...invalidProps(fieldId, error)} onChange={(event) => set(field.name, event.target.value)} />
                      )}
                      <FieldError fieldId={fieldId} message={error} />
                    </div>
                  )}
                </div>
              </div>
            );
          })}
          {hasPage && (
            <div className="translation-row">
              <div className="translation-row__source" lang="en">
                <p className="admin-field__label">Address in English</p>
                <p className="translation-row__text">{english.slug}</p>
              </div>
              <div className="translation-row__own admin-field" lang={lang}>
                <label htmlFor={slugId} lang="en">
                  Address in {name}
                </label>
                <input id={slugId} type="text" value={slug} aria-describedby={`${slugId}-hint`} onChange={(event) => { setSlug(event.target.value); setDirty(true); }} />
                <p id={`${slugId}-hint`} className="admin-field__hint" lang="en">
                  Letters, marks and digits of any script with hyphens between them; Devanagari is kept whole. Left empty, it is made from the {name} title.
                </p>
              </div>
            </div>
          )}
        </fieldset>
        {canWrite && (
          trashed ? (
            <div className="admin-form__actions">
              <button type="button" className="admin-button admin-button--primary" disabled={busy} onClick={() => void run(() => setTranslationStep(kind, id, lang, 'restore'))}>
                Restore
              </button>
              {busy && <Spinner label="Saving..." />}
            </div>
          ) : (
            <FormActions>
              <PublishActions state={state} disabled={busy} onAction={onAction} />
              <button type="button" className={`admin-button ${formExtra}`} disabled={busy} onClick={copy}>
                Copy from English
              </button>
              {own.status !== null && (
                <button type="button" className={`admin-button admin-button--danger ${formExtra}`} disabled={busy} onClick={trash}>
                  Move to trash
                </button>
              )}
              {busy && <Spinner label="Saving..." />}
            </FormActions>
          )
        )}
      </form>
      {/* Under the form, as English's share panel is under its form; this language's links only. */}
      {canWrite && isPreviewableKind(kind) && own.status !== null && !trashed && <SharePreviewLink kind={kind} id={id} lang={lang} />}
      {own.status !== null && (
        <TranslationRevisions
          kind={kind}
          id={id}
          lang={lang}
          version={version}
          canRestore={canWrite && !trashed}
          onRestored={(reply) => {
            changes.reread();
            take(reply.translation);
            setNote({ text: reply.message, at: new Date().toISOString() });
            setVersion((current) => current + 1);
          }}
          onError={(error) => show({ kind: 'error', text: actionErrorText(error) })}
        />
      )}
      {confirming && (
        <ConfirmDialog
          question={confirming.question}
          onYes={() => {
            const next = confirming;
            setConfirming(null);
            next.run();
          }}
          onNo={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
