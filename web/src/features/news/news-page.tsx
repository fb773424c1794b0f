// /news (SPEC §2): cards with the title, a 90-character plain-text excerpt, the item's own year
// (the spec's fixed '2025' was a placeholder) and an arrow link to the item.
import { Link } from 'react-router';
import type { NewsItem } from '@common/api-types';
import { EXCERPT } from '@common/constants';
import { paths } from '@/lib/paths';
import { FallbackImage } from '@/components/fallback-image';
import { Island } from '@/components/island';
import { LoadMorePage, PagedList, useListWake } from '@/components/load-more-page';
import { useInterfaceWords } from '@/lib/interface-words';
import { cardImageLoading } from '@/lib/fetch-priority';
import { listCardSizes } from '@/lib/image-sizes';
import { excerpt, itemYear } from '@/lib/text';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { newsRead } from './api/news';
import '@/styles/card-grids.css';
import '@/styles/cards.css';
import './news.css';

export function NewsPage() {
  const { t } = useInterfaceWords();
  return (
    <LoadMorePage
      title="News"
      hero={{ eyebrow: t('newsPage.eyebrow'), heading: t('newsPage.heading'), lead: t('newsPage.lead') }}
      feed={{ path: paths.newsFeed, label: t('newsPage.feed') }}
    >
      <Island name="news-list" wake={useListWake(newsRead)} component={NewsList} props={{}} />
    </LoadMorePage>
  );
}

/** The list: an island of the page's own. */
export function NewsList() {
  const { t } = useInterfaceWords();
  return (
    <PagedList
      read={newsRead}
      className="news-list"
      empty={t('list.noNews')}
      loadingText={t('list.loadingNews')}
      renderItem={(item, index) => <NewsCard key={item.id} item={item} index={index} />}
    />
  );
}

function NewsCard({ item, index }: { item: NewsItem; index: number }) {
  const { t, digits } = useInterfaceWords();
  return (
    <li>
      <article className="news-card">
        <FallbackImage className="news-card__image" {...uploadedImage('news', pictureOf(item, 'image_url'))} sizes={listCardSizes} width={480} height={270} {...cardImageLoading(index)} />
        <div className="news-card__body">
          <span className="news-card__year">{digits(itemYear(item.year, item.created_at))}</span>
          <h2 className="news-card__title">{item.title}</h2>
          <p className="news-card__excerpt">{excerpt(item.content, EXCERPT.newsPage)}</p>
        </div>
        <Link to={paths.newsItem(item.slug)} className="news-card__link" aria-label={t('newsPage.read', { title: item.title })}>
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
      </article>
    </li>
  );
}
