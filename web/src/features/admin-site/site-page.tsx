// /admin/site and /admin/site/:section: the site's pages (home, about, the policy pages) and its
// settings (contact details, office locations, social links, footer) as one form per section,
// with the unsaved-changes guard, the save banners and list rows put in order by dragging or by
// keyboard. Editors see the pages only; owners everything (the server refuses the rest anyway).
// A lazy chunk of its own (app/page-components.tsx), so @dnd-kit never reaches the public site.
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { roleAllows, type AccountRole } from '@common/accounts';
import {
  isSettingSection,
  isSiteSection,
  SITE_SECTIONS,
  siteMessages,
  siteSectionLabels,
  type SiteSection,
  type SiteSettings,
} from '@common/site-settings';
import { LANGUAGES } from '@common/languages';
import { routePath } from '@common/site-routes';
import { isTranslatedSection } from '@common/site-translations';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { changedSinceIn, ChangedSinceNotice, useChangedSince } from '@/admin-shared/changed-since';
import { useSiteTranslationLanguages } from '@/admin-shared/language-statuses';
import { RichTextField } from '@/admin-shared/rich-text-field';
import { DragHandle, SortableItem, SortableList, type SortableWords } from '@/admin-shared/sortable-list';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { confirmDiscardChanges, useUnsavedChanges } from '@/admin-shared/unsaved-changes';
import { saveShortcut } from '@/admin-shared/save-shortcut';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useReplaceSiteSection } from '@/lib/site-settings';
import { fetchAdminSite, fetchOwnRole, saveSiteSection, type AdminSite, type StoredSection } from './api/site-settings';
import { fromForm, newUid, sectionFields, toForm, type Field, type FormRow, type FormValues } from './section-fields';
import { PinMap } from './pin-map';
import { SectionHistory } from './section-history';
import { LanguageTexts } from './translation-form';
import type { TranslationLang } from './api/site-translations';
import { ShareImageField } from './share-image-field';
import './site-page.css';

const SUCCESS_MS = 2_000;

/** The languages the screen may edit, each named in its own script as the public switcher names it. */
const allSiteLanguages = LANGUAGES.map(({ code, nativeName }) => ({ code, name: nativeName }));

/** How a move of a list's row is told: its row moves in the form, kept when the section is saved. */
const siteListWords: SortableWords = {
  pickedUp: ({ name, position, total }) =>
    `Picked up ${name}. It is at position ${position} of ${total}. Use the Up and Down arrow keys to move it, Space to drop it, Escape to cancel.`,
  moved: ({ name, position, total }) => `${name} moved to position ${position} of ${total}.`,
  alreadyThere: ({ name, position, total }) => `${name} is already at position ${position} of ${total}.`,
  dropped: ({ name, position, total }) => `${name} dropped at position ${position} of ${total}.`,
  cancelled: ({ name, position, total }) => `Moving cancelled. ${name} is back at position ${position} of ${total}.`,
  notOver: (name) => `${name} is no longer over the list.`,
  droppedOutside: (name) => `${name} dropped where it was.`,
  instructions: 'To move this item, press Space or Enter, move it with the Up and Down arrow keys, then press Space or Enter again to drop it, or Escape to cancel.',
};

export function SitePage() {
  // English and the languages the site is in (SITE_LANGUAGES); English alone while they load.
  const translated = useSiteTranslationLanguages();
  const siteLanguages = useMemo(() => allSiteLanguages.filter(({ code }) => code === 'en' || translated?.some((language) => language.code === code)), [translated]);
  const params = useParams();
  const navigate = useNavigate();
  const [site, setSite] = useState<AdminSite | undefined>();
  const [role, setRole] = useState<AccountRole | undefined>();
  const [failed, setFailed] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchAdminSite(controller.signal), fetchOwnRole(controller.signal)]).then(
      ([loaded, own]) => {
        setSite(loaded);
        setRole(own);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : 'The site settings could not be loaded.');
      },
    );
    return () => controller.abort();
  }, []);

  // English edits every section; Hindi and Marathi translate the sections with texts (not the social links).
  const [lang, setLang] = useState<'en' | TranslationLang>('en');
  const visible = useMemo(
    () =>
      SITE_SECTIONS.filter(
        (section) => (!isSettingSection(section) || (role !== undefined && roleAllows(role, 'own'))) && (lang === 'en' || isTranslatedSection(section)),
      ),
    [role, lang],
  );
  const asked = params.section;
  const active: SiteSection = asked && isSiteSection(asked) && visible.includes(asked) ? asked : 'home';

  useAdminTitle(`Site: ${siteSectionLabels[active]}`);

  async function chooseLanguage(next: 'en' | TranslationLang) {
    if (next === lang || !(await confirmDiscardChanges())) return;
    setLang(next);
    if (next !== 'en' && !isTranslatedSection(active)) void navigate(routePath('adminSiteSection', 'home'));
  }

  async function choose(section: SiteSection) {
    if (section === active || !(await confirmDiscardChanges())) return;
    void navigate(routePath('adminSiteSection', section));
  }

  return (
    <StandaloneScreen>
      <ScreenSection name="site" title="Site" hint={`The texts of the site’s pages and its settings.${role !== undefined && roleAllows(role, 'write') ? ' A saved change shows on the public site within a minute (at once for you).' : ''}`}>
        {failed && (
          <p className="admin-field__error" role="alert">
            {failed}
          </p>
        )}
        {!failed && (!site || !role) && <Spinner label="Loading the site settings…" />}
        {site && role && (
          <div className="admin-site__body">
            <nav className="admin-site__tabs" aria-label="Site sections">
              <ul>
                {visible.map((section) => (
                  <li key={section}>
                    <a
                      href={`${paths.adminSite}/${section}`}
                      aria-current={section === active ? 'page' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        void choose(section);
                      }}
                    >
                      {siteSectionLabels[section]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="admin-site__main">
              <div className="admin-site__languages" role="group" aria-label="Language">
                {siteLanguages.map(({ code, name }) => (
                  <button
                    key={code}
                    type="button"
                    lang={code}
                    className="admin-button admin-button--small"
                    aria-pressed={lang === code}
                    onClick={() => void chooseLanguage(code)}
                  >
                    {name}
                  </button>
                ))}
              </div>
              {lang === 'en' || !isTranslatedSection(active) ? (
                <SectionForm
                  key={active}
                  section={active}
                  content={site.sections[active]}
                  updatedAt={site.updated_at[active]}
                  readOnly={!roleAllows(role, 'write')}
                  onStored={({ content, updated_at }) =>
                    setSite((current) => current && { sections: { ...current.sections, [active]: content }, updated_at: { ...current.updated_at, [active]: updated_at } })
                  }
                />
              ) : (
                <LanguageTexts key={lang} lang={lang} section={active} role={role} />
              )}
            </div>
          </div>
        )}
      </ScreenSection>
    </StandaloneScreen>
  );
}

type SectionFormProps = {
  section: SiteSection;
  content: SiteSettings[SiteSection];
  /** When the section was saved as read (null: never), from which a save is made. */
  updatedAt: string | null;
  readOnly: boolean;
  /** The section as now stored (a save, a restore, or the saved version loaded after a refusal). */
  onStored(stored: StoredSection): void;
};

function SectionForm({ section, content, updatedAt, readOnly, onStored }: SectionFormProps) {
  const saved = useMemo(() => toForm(section, content), [section, content]);
  const [values, setValues] = useState<FormValues>(saved);
  const [saving, setSaving] = useState(false);
  const [savedCount, setSavedCount] = useState(0);
  const { banner, show, dismiss } = useBanner();
  const replaceSiteSection = useReplaceSiteSection();
  /** A save refused because the section was saved since this screen read it. */
  const changes = useChangedSince();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);
  const headingId = useId();

  const setValue = (key: string, value: string | FormRow[]) => setValues((current) => ({ ...current, [key]: value }));

  function applyStored(stored: StoredSection) {
    setValues(toForm(section, stored.content));
    onStored(stored);
    replaceSiteSection(section, stored.content as never);
    setSavedCount((count) => count + 1);
    changes.reread();
  }

  async function save(event?: React.FormEvent) {
    event?.preventDefault();
    if (saving || readOnly) return;
    setSaving(true);
    dismiss();
    changes.clear();
    try {
      applyStored(await saveSiteSection(section, fromForm(section, values), changes.from(updatedAt)));
      void show({ kind: 'success', text: siteMessages.saved(siteSectionLabels[section]) }, SUCCESS_MS);
    } catch (error) {
      if (changes.keep(changedSinceIn(error))) return;
      void show({ kind: 'error', text: error instanceof ApiError || error instanceof Error ? error.message : 'Saving failed.' });
    } finally {
      setSaving(false);
    }
  }

  /** Load the saved version: the section as it is stored now, over the editor's changes. */
  async function loadSaved() {
    dismiss();
    try {
      const now = await fetchAdminSite();
      applyStored({ content: now.sections[section], updated_at: now.updated_at[section] });
    } catch (error) {
      void show({ kind: 'error', text: error instanceof Error ? error.message : 'The section could not be loaded.' });
    }
  }


  return (
    <div className="admin-site__section">
      <form className="admin-form admin-site__form" aria-labelledby={headingId} onSubmit={(event) => void save(event)} noValidate>
        <h2 id={headingId}>{siteSectionLabels[section]}</h2>
        {readOnly && <p className="admin-section__hint">Your role can read these texts but not change them.</p>}
        <ChangedSinceNotice changes={changes} onSaveOver={() => void save()} onLoadSaved={() => void loadSaved()} />
        <fieldset disabled={readOnly || saving} className="admin-site__fields">
          {sectionFields[section].map((field) => (
            <FieldInput key={field.key} field={field} value={values[field.key]!} onValue={(value) => setValue(field.key, value)} />
          ))}
        </fieldset>
        <BannerView banner={banner} onDismiss={dismiss} />
        {!readOnly && (
          <div className="admin-form__actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={saving} {...saveShortcut}>
              {saving ? 'Saving…' : 'Save'}
            </button>
          </div>
        )}
      </form>
      <SectionHistory section={section} savedCount={savedCount} canRestore={!readOnly} onRestored={applyStored} />
    </div>
  );
}

function FieldInput({ field, value, onValue }: { field: Field; value: string | FormRow[]; onValue(value: string | FormRow[]): void }) {
  const id = useId();
  if (field.kind === 'list') return <ListInput field={field} rows={value as FormRow[]} onRows={onValue} />;
  if (field.kind === 'rich') return <RichTextField label={field.label} value={value as string} maxLength={field.max} onChange={onValue} />;
  if (field.kind === 'image') return <ShareImageField label={field.label} hint={field.hint} name={value as string} onName={onValue} />;
  const multiline = field.kind !== 'text' || field.multiline;
  const hint = field.hint;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{field.label}</label>
      {multiline ? (
        <textarea id={id} rows={field.kind === 'lines' ? 4 : 6} value={value as string} onChange={(event) => onValue(event.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} />
      ) : (
        <input id={id} type="text" value={value as string} maxLength={field.max} onChange={(event) => onValue(event.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

function ListInput({ field, rows, onRows }: { field: Extract<Field, { kind: 'list' }>; rows: FormRow[]; onRows(rows: FormRow[]): void }) {
  const headingId = useId();
  const [status, setStatus] = useState('');
  // Rows are found by uid, not by their index in the list shown, which a row picked up by keyboard changes.
  const update = (uid: string, key: string, value: string | boolean) => onRows(rows.map((row) => (row.uid === uid ? { ...row, [key]: value } : row)));
  const remove = (uid: string) => {
    const index = rows.findIndex((row) => row.uid === uid);
    if (index < 0) return;
    setStatus(`Removed ${field.itemName} ${index + 1}: ${field.titleOf(rows[index]!)}. Save to keep the change.`);
    onRows(rows.filter((row) => row.uid !== uid));
  };
  const add = () => {
    onRows([...rows, { uid: newUid(field.idField ? 'faq' : 'row'), ...field.blank() }]);
    setStatus(`Added ${field.itemName} ${rows.length + 1}.`);
  };
  const nameOf = (row: FormRow, index: number) => `${field.itemName} ${index + 1}: ${field.titleOf(row)}`;
  return (
    <fieldset className="admin-site__list" aria-labelledby={headingId}>
      <legend id={headingId}>{field.label}</legend>
      {field.pinMap && rows.length > 0 && (
        <PinMap
          rows={rows}
          nameOf={nameOf}
          onPlace={(index, x, y) => onRows(rows.map((row, i) => (i === index ? { ...row, x: String(x), y: String(y) } : row)))}
        />
      )}
      <SortableList items={rows} keyOf={(row) => row.uid} nameOf={nameOf} words={siteListWords} onMove={({ ordered }) => onRows(ordered)}>
        {(ordered): ReactNode => (
          <ol className="site-sortable">
            {ordered.map((row, index) => (
              <SortableItem key={row.uid} as="li" id={row.uid} className="site-sortable__item">
                {(handle) => (
                  <div className="admin-site__row">
                    <div className="admin-site__row-head">
                      {handle && <DragHandle handle={handle} label={nameOf(row, index)} />}
                      <span className="admin-site__row-title">{nameOf(row, index)}</span>
                      <button type="button" className="admin-button admin-button--small admin-button--danger" onClick={() => remove(row.uid)} aria-label={`Remove ${nameOf(row, index)}`}>
                        Remove
                      </button>
                    </div>
                    <div className="admin-site__row-fields">
                      {field.fields.map((itemField) => (
                        <ItemInput key={itemField.key} field={itemField} value={row[itemField.key]!} onValue={(value) => update(row.uid, itemField.key, value)} />
                      ))}
                    </div>
                  </div>
                )}
              </SortableItem>
            ))}
          </ol>
        )}
      </SortableList>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {rows.length < field.max && (
        <button type="button" className="admin-button admin-button--small" onClick={add}>
          Add a {field.itemName}
        </button>
      )}
    </fieldset>
  );
}

function ItemInput({ field, value, onValue }: { field: Extract<Field, { kind: 'list' }>['fields'][number]; value: string | boolean; onValue(value: string | boolean): void }) {
  const id = useId();
  if (field.type === 'checkbox') {
    return (
      <div className="admin-field admin-field--checkbox">
        <label htmlFor={id}>
          <input id={id} type="checkbox" checked={value === true} onChange={(event) => onValue(event.target.checked)} /> {field.label}
        </label>
      </div>
    );
  }
  return (
    <div className={`admin-field${field.type === 'textarea' || (field.max ?? 0) > 120 ? ' admin-site__wide' : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {field.type === 'textarea' ? (
        <textarea id={id} rows={4} value={String(value)} onChange={(event) => onValue(event.target.value)} />
      ) : field.type === 'select' ? (
        <select id={id} value={String(value)} onChange={(event) => onValue(event.target.value)}>
          {field.options!.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          maxLength={field.max}
          value={String(value)}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </div>
  );
}
