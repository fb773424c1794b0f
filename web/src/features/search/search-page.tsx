// /search?q=…: the header's search as a page of its own, for a visitor whose page's code does not
// run (no JavaScript, or it did not load), to which the header's search icon then leads. A form
// that is a plain GET to this page, and what its words find, rendered on the server in the page's
// language, with the search dialog's words and results ('No results found.' for none or for an
// error, SPEC §8). Static: no code of its own runs in the browser (an island would add to the
// runtime every page starts), so a read the server could not make shows as that error.
import { useHref, useLocation } from 'react-router';
import type { SearchResult } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { SEARCH_WORDS_PARAM, searchWordsOf } from '@common/search-words';
import { PageHero } from '@/components/page-hero';
import type { InitialState } from '@/lib/initial-data';
import { useInterfaceWords } from '@/lib/interface-words';
import { paths } from '@/lib/paths';
import { useAsync } from '@/lib/use-async';
import { useDocumentTitle } from '@/lib/use-document-title';
import { searchSite } from './api/search-site';
import { SearchResultList } from './components/search-results';
import './search-page.css';

/**
 * The results the server read for `words` with the page. On the server a missing reply is a read
 * that failed; in the browser (the page rendered there, as after a failed render) it is fetched.
 */
const resultsRead =
  (words: string): InitialState<SearchResult[]> =>
  (peek) => {
    const reply = peek<SearchResult[]>(backendPaths.search, { query: words });
    if (reply === undefined) return typeof document === 'undefined' ? new Error('The search could not be read.') : undefined;
    return Array.isArray(reply) ? reply : [];
  };

export function SearchPage() {
  const { t } = useInterfaceWords();
  const words = searchWordsOf(new URLSearchParams(useLocation().search));
  const action = useHref(paths.search);
  useDocumentTitle('Search');
  return (
    <>
      <PageHero title={t('search.title')} />
      <section className="section search-page">
        <div className="container">
          <form className="search-form" role="search" method="get" action={action}>
            <label htmlFor="search-page-words" className="visually-hidden">
              {t('search.queryLabel')}
            </label>
            {/* Required: the browser sends no empty search (words that are only spaces show the form alone). */}
            <input
              id="search-page-words"
              type="search"
              name={SEARCH_WORDS_PARAM}
              className="search-form__input"
              placeholder={t('search.placeholder')}
              defaultValue={words}
              autoComplete="off"
              required
            />
            <button type="submit" className="btn btn--primary">
              {t('search.submit')}
            </button>
          </form>
          {words !== '' && <SearchResults words={words} />}
        </div>
      </section>
    </>
  );
}

/** What `words` find: from the page's first reply when the server read it, else read here. */
function SearchResults({ words }: { words: string }) {
  const { t } = useInterfaceWords();
  const found = useAsync((signal) => searchSite(words, signal), [words], resultsRead(words));
  return (
    <div className="search-results" aria-live="polite">
      {found.status === 'loading' && <p className="search-results__status">{t('search.searching')}</p>}
      {(found.status === 'error' || found.data?.length === 0) && <p className="search-results__status">{t('search.empty')}</p>}
      {found.data && found.data.length > 0 && <SearchResultList results={found.data} />}
    </div>
  );
}
