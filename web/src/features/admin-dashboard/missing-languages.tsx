// The overview's languages (issue 50): per kind and language, how many published items have no
// published text in that language, each a link to the kind's list, whose Languages column shows
// which ones.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fetchMissingTranslations, type MissingTranslations } from '@/admin-shared/api/translations';
import { languageNameOf } from '@/admin-shared/language-statuses';

export function MissingLanguages() {
  const [counts, setCounts] = useState<MissingTranslations | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchMissingTranslations(controller.signal).then(setCounts, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Failed to load the missing languages', error);
    });
    return () => controller.abort();
  }, []);
  if (!counts) return null;
  return (
    <div className="admin-overview__languages">
      <h3 id="missing-languages-heading">Published items missing a language</h3>
      <div className="admin-table__wrap">
        <table className="admin-table" aria-labelledby="missing-languages-heading">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Published</th>
              {counts.languages.map((lang) => (
                <th key={lang} scope="col">
                  Without {languageNameOf(lang)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {counts.kinds.map((entry) => (
              <tr key={entry.kind}>
                <th scope="row" data-label="Type">
                  {entry.label}
                </th>
                <td data-label="Published">{entry.published}</td>
                {counts.languages.map((lang) => (
                  <td key={lang} data-label={`Without ${languageNameOf(lang)}`}>
                    <Link to={{ search: `?section=${entry.kind}` }} aria-label={`${entry.missing[lang]} ${entry.label} without ${languageNameOf(lang)}`}>
                      {entry.missing[lang]}
                    </Link>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
