// The overview's languages (issue 50): per kind and language, how many published items have no
// published text in that language, each a link to the kind's list of exactly those items
// (?missing=<lang>), whose Languages column shows each one's state.
import { useEffect, useState } from 'react';
import { Link, type To } from 'react-router';
import { paths } from '@/lib/paths';
import { fetchMissingTranslations, type MissingTranslations } from '@/admin-shared/api/translations';
import { languageNameOf } from '@/admin-shared/language-statuses';

/** A kind's admin list, narrowed to the items missing `lang`: a dashboard section, or the team's own screen. */
function listOf(kind: string, lang: string): To {
  if (kind === 'team') return { pathname: paths.adminTeam, search: `?missing=${lang}` };
  return { pathname: paths.admin, search: `?section=${kind}&missing=${lang}` };
}

export function MissingLanguages() {
  const [counts, setCounts] = useState<MissingTranslations | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchMissingTranslations(controller.signal).then(setCounts, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Failed to load the missing languages', error);
    });
    return () => controller.abort();
  }, []);
  // No language but English (SITE_LANGUAGES=en): nothing can be missing.
  if (!counts || counts.languages.length === 0) return null;
  return (
    <div className="admin-overview__languages">
      <h3 id="missing-languages-heading">Published items missing a language</h3>
      <ul className="admin-overview__counts" aria-labelledby="missing-languages-heading">
        {counts.kinds.map((entry) => (
          <li key={entry.kind} className="admin-overview__count admin-overview__language-count">
            <span>
              <strong>{entry.label}</strong> · {entry.published} published
            </span>
            {counts.languages.map((lang) => (
              <Link key={lang} to={listOf(entry.kind, lang)}>
                <span className="visually-hidden">{entry.label}: </span>
                {entry.missing[lang]} without {languageNameOf(lang)}
              </Link>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
