// A section of the Site screen in Hindi or Marathi (issue 50): each translatable field
// (common/site-translations.ts) with English's text read-only beside it, saved as the language's
// draft; and the language's Publish or Unpublish, for owners, naming what is still blank.
import { useEffect, useId, useMemo, useState } from 'react';
import { roleAllows, type AccountRole } from '@common/accounts';
import { isSettingSection, siteSectionLabels } from '@common/site-settings';
import { siteTranslatableFields, type SectionTranslation, type TranslatableField, type TranslatedSection } from '@common/site-translations';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { changedSinceIn, ChangedSinceNotice, useChangedSince } from '@/admin-shared/changed-since';
import { RichTextField } from '@/admin-shared/rich-text-field';
import { useUnsavedChanges } from '@/admin-shared/unsaved-changes';
import { saveShortcut } from '@/admin-shared/save-shortcut';
import { ApiError } from '@/lib/api-client';
import { fetchSiteLanguage, saveSectionTranslation, setSiteLanguageStatus, type SiteLanguageTexts, type TranslationLang } from './api/site-translations';

const SUCCESS_MS = 2_000;
const languageNames: Record<TranslationLang, string> = { hi: 'Hindi', mr: 'Marathi' };

/** The language's texts, loaded once per language; `section` picks the form. */
export function LanguageTexts({ lang, section, role }: { lang: TranslationLang; section: TranslatedSection; role: AccountRole }) {
  const [texts, setTexts] = useState<SiteLanguageTexts | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchSiteLanguage(lang, controller.signal).then(setTexts, (error: unknown) => {
      if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : 'The translations could not be loaded.');
    });
    return () => controller.abort();
  }, [lang, loads]);

  if (failed) {
    return (
      <p className="admin-field__error" role="alert">
        {failed}
      </p>
    );
  }
  if (!texts) return <Spinner label="Loading the translations…" />;
  const reload = () => setLoads((count) => count + 1);
  return (
    <div className="admin-site__section">
      <PublishBar texts={texts} canPublish={roleAllows(role, 'own')} onChanged={reload} />
      <TranslationForm
        key={`${lang}-${section}`}
        lang={lang}
        section={section}
        texts={texts}
        readOnly={!roleAllows(role, isSettingSection(section) ? 'own' : 'write')}
        onSaved={reload}
      />
    </div>
  );
}

function PublishBar({ texts, canPublish, onChanged }: { texts: SiteLanguageTexts; canPublish: boolean; onChanged(): void }) {
  const { banner, show, dismiss } = useBanner();
  const [busy, setBusy] = useState(false);
  const name = languageNames[texts.lang];
  const missing = Object.values(texts.sections).reduce((count, section) => count + section.missing.length, 0);

  async function act(action: 'publish' | 'unpublish') {
    setBusy(true);
    dismiss();
    try {
      const message = await setSiteLanguageStatus(texts.lang, action);
      onChanged();
      void show({ kind: 'success', text: message }, SUCCESS_MS);
    } catch (error) {
      void show({ kind: 'error', text: error instanceof ApiError || error instanceof Error ? error.message : 'That did not work.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-site__language-state">
      <p>
        The site texts in {name} are <strong>{texts.status === 'published' ? 'published' : 'a draft'}</strong>
        {missing > 0 ? `; ${missing} ${missing === 1 ? 'field is' : 'fields are'} still blank.` : '.'}
      </p>
      {canPublish &&
        (texts.status === 'published' ? (
          <button type="button" className="admin-button" disabled={busy} onClick={() => void act('unpublish')}>
            Unpublish {name}
          </button>
        ) : (
          <button type="button" className="admin-button admin-button--primary" disabled={busy} onClick={() => void act('publish')}>
            Publish {name}
          </button>
        ))}
      <BannerView banner={banner} onDismiss={dismiss} />
    </div>
  );
}

type FormValue = string | Record<string, string>[];

/** The form's values: lines as one text, a line each. */
function toForm(section: TranslatedSection, content: SectionTranslation): Record<string, FormValue> {
  const fields = siteTranslatableFields[section] as Record<string, TranslatableField>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = content[name];
      if (field.type === 'lines') return [name, (value as string[]).join('\n')];
      return [name, value as FormValue];
    }),
  );
}

function fromForm(section: TranslatedSection, values: Record<string, FormValue>): SectionTranslation {
  const fields = siteTranslatableFields[section] as Record<string, TranslatableField>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = values[name]!;
      if (field.type === 'lines') return [name, (value as string).split('\n').map((line) => line.trim()).filter((line) => line !== '')];
      return [name, value];
    }),
  );
}

type TranslationFormProps = { lang: TranslationLang; section: TranslatedSection; texts: SiteLanguageTexts; readOnly: boolean; onSaved(): void };

function TranslationForm({ lang, section, texts, readOnly, onSaved }: TranslationFormProps) {
  const { english, translation, missing, updated_at: readAt } = texts.sections[section];
  const saved = useMemo(() => toForm(section, translation), [section, translation]);
  const englishForm = useMemo(() => toForm(section, english), [section, english]);
  const [values, setValues] = useState(saved);
  // After a save the language is read again: the form takes what was stored (lines trimmed, HTML
  // cleaned) without being remade, so its banner stays to say it was saved.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setValues(saved);
  }
  const [saving, setSaving] = useState(false);
  const { banner, show, dismiss } = useBanner();
  /** A save refused because the texts were saved since this screen read them. */
  const changes = useChangedSince();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);
  const headingId = useId();
  const fields = siteTranslatableFields[section] as Record<string, TranslatableField>;
  const name = languageNames[lang];

  async function save(event?: React.FormEvent) {
    event?.preventDefault();
    if (saving || readOnly) return;
    setSaving(true);
    dismiss();
    changes.clear();
    try {
      const reply = await saveSectionTranslation(lang, section, fromForm(section, values), changes.from(readAt));
      void show({ kind: 'success', text: reply.message }, SUCCESS_MS);
      // Saves are made from this one's time until the language has been read again.
      changes.reread(reply.updated_at);
      onSaved();
    } catch (error) {
      if (changes.keep(changedSinceIn(error))) return;
      void show({ kind: 'error', text: error instanceof ApiError || error instanceof Error ? error.message : 'Saving failed.' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form admin-site__form" aria-labelledby={headingId} onSubmit={(event) => void save(event)} noValidate>
      <h2 id={headingId}>
        {siteSectionLabels[section]} in {name}
      </h2>
      <ChangedSinceNotice
        changes={changes}
        onSaveOver={() => void save()}
        onLoadSaved={() => {
          // The language is read again; the form takes the saved texts over the editor's.
          changes.reread();
          onSaved();
        }}
      />
      <p className="admin-section__hint">
        English is shown beside each field, read-only. Numbers, positions and links are English’s and shared by every language.
        {missing.length > 0 && ` Still blank: ${missing.join(', ')}.`}
      </p>
      {readOnly && <p className="admin-section__hint">Your role can read these texts but not change them.</p>}
      <fieldset disabled={readOnly || saving} className="admin-site__fields">
        {Object.entries(fields).map(([key, field]) =>
          field.type === 'items' ? (
            <ItemsInput
              key={key}
              field={field}
              english={englishForm[key] as Record<string, string>[]}
              rows={values[key] as Record<string, string>[]}
              lang={lang}
              onRows={(rows) => setValues((current) => ({ ...current, [key]: rows }))}
            />
          ) : field.type === 'html' ? (
            <div key={key} className="admin-site__side-by-side" lang={lang}>
              <RichTextField
                label={`${field.label} (${name})`}
                value={values[key] as string}
                onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
              />
              <div className="admin-site__english" lang="en" aria-label={`${field.label} in English`}>
                <div dangerouslySetInnerHTML={{ __html: englishForm[key] as string /* sanitized by the server on save and again on read, as the policy page shows it */ }} />
              </div>
            </div>
          ) : (
            <TextInput
              key={key}
              label={field.label}
              english={englishForm[key] as string}
              value={values[key] as string}
              lang={lang}
              multiline={field.type !== 'text' || (englishForm[key] as string).length > 80}
              onValue={(value) => setValues((current) => ({ ...current, [key]: value }))}
            />
          ),
        )}
      </fieldset>
      <BannerView banner={banner} onDismiss={dismiss} />
      {!readOnly && (
        <div className="admin-form__actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={saving} {...saveShortcut}>
            {saving ? 'Saving…' : `Save ${name}`}
          </button>
        </div>
      )}
    </form>
  );
}

type TextInputProps = { label: string; english: string; value: string; lang: TranslationLang; multiline: boolean; onValue(value: string): void };

function TextInput({ label, english, value, lang, multiline, onValue }: TextInputProps) {
  const id = useId();
  return (
    <div className="admin-field admin-site__translated">
      <label htmlFor={id}>
        {label} ({languageNames[lang]})
      </label>
      <div className="admin-site__side-by-side">
        {multiline ? (
          <textarea id={id} lang={lang} rows={6} value={value} onChange={(event) => onValue(event.target.value)} aria-describedby={`${id}-en`} />
        ) : (
          <input id={id} lang={lang} type="text" value={value} onChange={(event) => onValue(event.target.value)} aria-describedby={`${id}-en`} />
        )}
        <p id={`${id}-en`} className="admin-site__english" lang="en">
          <span className="visually-hidden">English: </span>
          {english}
        </p>
      </div>
    </div>
  );
}

type ItemsInputProps = {
  field: Extract<TranslatableField, { type: 'items' }>;
  english: Record<string, string>[];
  rows: Record<string, string>[];
  lang: TranslationLang;
  onRows(rows: Record<string, string>[]): void;
};

function ItemsInput({ field, english, rows, lang, onRows }: ItemsInputProps) {
  const headingId = useId();
  return (
    <fieldset className="admin-site__list" aria-labelledby={headingId}>
      <legend id={headingId}>{field.label}s</legend>
      <ol className="admin-site__translated-rows">
        {english.map((entry, index) => (
          <li key={index}>
            {Object.entries(field.fields).map(([key, label]) => (
              <TextInput
                key={key}
                label={`${field.label} ${index + 1}: ${label}`}
                english={entry[key] ?? ''}
                value={rows[index]?.[key] ?? ''}
                lang={lang}
                multiline={(entry[key] ?? '').length > 80}
                onValue={(value) => onRows(english.map((_, at) => (at === index ? { ...rows[at], [key]: value } : { ...rows[at] })) as Record<string, string>[])}
              />
            ))}
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
