// The search's results as the header's search dialog and the search's page both list them: each a
// link to its page in the page’s language, with its kind, title, excerpt and picture (cropped
// around the media library’s focal point).
import { Link } from 'react-router';
import { languageBasePath } from '@common/language-paths';
import type { SearchResult } from '@common/api-types';
import { imageVariantsOfUrl } from '@common/image-variants';
import { FallbackImage } from '@/components/fallback-image';
import { images } from '@/lib/asset-url';
import { searchResultSizes } from '@/lib/image-sizes';
import { useInterfaceWords, type MessageId } from '@/lib/interface-words';
import './search-results.css';

const typeLabels: Record<SearchResult['type'], MessageId> = {
  news: 'search.type.news',
  blog: 'search.type.blog',
  venture: 'search.type.venture',
  investor: 'search.type.investor',
};

/** The result's URL inside the router, whose base is the page's language's (/sjg, /sjg/hi): results come in the page's language. */
function routerPath(url: string, base: string): string {
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

/** `onChoose`: called as a result is followed (the dialog closes). */
export function SearchResultList({ results, onChoose }: { results: SearchResult[]; onChoose?: () => void }) {
  const { t, language } = useInterfaceWords();
  return (
    <ul className="search-results__list" aria-label={t('search.results')}>
      {results.map((result) => (
        <li key={`${result.type}-${result.id}`}>
          <Link to={routerPath(result.url, languageBasePath(language))} className="search-result" onClick={onChoose}>
            <FallbackImage
              className="search-result__thumb"
              src={result.image}
              variants={imageVariantsOfUrl(result.image)}
              focus={result.image_focus}
              sizes={searchResultSizes}
              fallback={images.placeholder}
              alt=""
              width={96}
              height={64}
              loading="lazy"
            />
            <span className="search-result__body">
              <span className="search-result__type">{result.type in typeLabels ? t(typeLabels[result.type]) : result.type}</span>
              <span className="search-result__title">{result.title}</span>
              {result.excerpt && <span className="search-result__excerpt">{result.excerpt}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
