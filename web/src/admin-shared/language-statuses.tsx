// An item's languages in an admin list (issue 50): each translation language's state as words
// (Published, Draft, Scheduled, In the trash, missing) and a "Needs update" mark when English
// changed since, never by colour alone; each a link to that language's editor. Lists read the
// states of the page's items in one call (useLanguageStatuses).
import { useEffect, useMemo, useState } from 'react';
import { Link, type To } from 'react-router';
import { statusLabels } from '@common/editorial';
import { LANGUAGES } from '@common/languages';
import { fetchLanguageStatuses, fetchSiteLanguages, type LanguageStatus, type TranslationLang } from './api/translations';
import { formatIndiaTime } from './date-time';
import './language-statuses.css';
import { NoValue } from './no-value';

/** The translation languages in the site's order, with their English names. */
export const translationLanguages = LANGUAGES.filter((language) => language.code !== 'en').map((language) => ({
  code: language.code as TranslationLang,
  name: language.englishName,
}));

export const languageNameOf = (lang: TranslationLang) => translationLanguages.find((language) => language.code === lang)?.name ?? lang;

// Read once per visit of the admin: SITE_LANGUAGES changes only with a restart of the server.
let siteLanguagesRead: Promise<readonly string[]> | undefined;

/**
 * The translation languages the site is in (SITE_LANGUAGES), as translationLanguages lists them;
 * null while they load. A language left out has no tab, as the server has no column or count of it.
 */
export function useSiteTranslationLanguages(): typeof translationLanguages | null {
  const [site, setSite] = useState<readonly string[] | null>(null);
  useEffect(() => {
    let live = true;
    siteLanguagesRead ??= fetchSiteLanguages();
    siteLanguagesRead.then(
      (codes) => live && setSite(codes),
      (error: unknown) => {
        // Asked again by the next screen that needs them, rather than kept failed for the visit.
        siteLanguagesRead = undefined;
        console.error("Failed to load the site's languages", error);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (site === null ? null : translationLanguages.filter((language) => site.includes(language.code))), [site]);
}

/** The states of `ids` (a list's page) in every translation language; null while they load or when they could not. */
export function useLanguageStatuses(kind: string, ids: readonly number[], refresh?: unknown): Map<number, LanguageStatus[]> | null {
  const [statuses, setStatuses] = useState<Map<number, LanguageStatus[]> | null>(null);
  // By the set of ids, not their order: a row moved in the list keeps its states on screen, rather
  // than blanking the column (and every row's height) while the same states are read again.
  const key = [...ids].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const controller = new AbortController();
    setStatuses(null);
    fetchLanguageStatuses(kind, key === '' ? [] : key.split(',').map(Number), controller.signal).then(setStatuses, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Failed to load the languages of the list', error);
    });
    return () => controller.abort();
    // `refresh`: the list read again (after a write elsewhere), though its ids may be the same.
  }, [kind, key, refresh]);
  return statuses;
}

/** What a language's state reads as: 'Published', 'Scheduled · 26 Nov 2026, 09:00 IST', 'In the trash', or null (missing). */
export function languageStateText(status: Pick<LanguageStatus, 'status' | 'publish_at' | 'trashed'>): string | null {
  if (status.trashed) return 'In the trash';
  if (status.status === null) return null;
  return status.status === 'scheduled' && status.publish_at ? `${statusLabels.scheduled} · ${formatIndiaTime(status.publish_at)}` : statusLabels[status.status];
}

/** A list's Languages cell: one line per language, each a link to its editor (for those who may write). */
export function LanguageStatuses({ statuses, linkTo, itemName }: { statuses: LanguageStatus[] | undefined; linkTo?(lang: TranslationLang): To; itemName: string }) {
  if (!statuses) return <span className="admin-langs__loading">…</span>;
  return (
    <ul className="admin-langs">
      {statuses.map((status) => {
        const text = languageStateText(status);
        const state = status.trashed ? 'trashed' : (status.status ?? 'missing');
        return (
          <li key={status.lang}>
            <LinkOrText className={`admin-langs__link admin-langs__link--${state}`} to={linkTo?.(status.lang)}>
              <span className="admin-langs__line">
                <span className="admin-langs__name">{languageNameOf(status.lang)}:</span>{' '}
                {text === null ? (
                  <NoValue said="missing" />
                ) : (
                  <span className="admin-langs__state">{text}</span>
                )}
              </span>
              {status.needsUpdate && !status.trashed && <span className="admin-langs__stale">Needs update</span>}
              <span className="visually-hidden"> ({itemName})</span>
            </LinkOrText>
          </li>
        );
      })}
    </ul>
  );
}

function LinkOrText({ to, className, children }: { to: To | undefined; className: string; children: React.ReactNode }) {
  return to === undefined ? (
    <span className={className}>{children}</span>
  ) : (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}

/** Above a list filtered to the published items missing a language (?missing=hi): what it shows, and the way back. */
export function MissingLanguageNotice({ languageName, onShowAll }: { languageName: string; onShowAll(): void }) {
  return (
    <p className="admin-list-filter" role="status">
      Showing the published items missing {languageName}.{' '}
      <button type="button" className="admin-button admin-button--small" onClick={onShowAll}>
        Show every item
      </button>
    </p>
  );
}
