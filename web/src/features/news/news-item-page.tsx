// /single-news/{slug} (SPEC §2, §8): the item's HTML, or the not-found view for an unknown slug.
import { Link, useParams } from 'react-router';
import { metaDescriptionOf } from '@common/plain-text';
import { uploadUrl } from '@common/upload-areas';
import { paths } from '@/lib/paths';
import { FallbackImage } from '@/components/fallback-image';
import { NotFoundView } from '@/components/not-found-view';
import { PageHero } from '@/components/page-hero';
import { StatusMessage } from '@/components/status-message';
import { images } from '@/lib/asset-url';
import { articleImageSizes } from '@/lib/image-sizes';
import { itemYear } from '@/lib/text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NewsNotFoundError, useNewsItem } from './api/news';
import './news.css';

export function NewsItemPage() {
  const { slug = '' } = useParams();
  const item = useNewsItem(slug);
  useDocumentTitle(item.status === 'success' ? item.data.title : 'News', item.status === 'success' ? metaDescriptionOf(item.data.content) : null);

  if (item.status === 'error' && item.error instanceof NewsNotFoundError) {
    return <NotFoundView title={item.error.message} message="This story is not available. It may have been moved or removed." />;
  }
  if (item.status !== 'success') {
    return (
      <div className="container section">
        <h1 className="visually-hidden">News</h1>
        {item.status === 'loading' ? <StatusMessage kind="loading" reserve>Loading…</StatusMessage> : <StatusMessage kind="error">{item.error.message}</StatusMessage>}
      </div>
    );
  }
  const news = item.data;
  return (
    <article>
      <PageHero eyebrow={`News · ${itemYear(news.year, news.created_at)}`} title={news.title}>
        <p>{news.formattedDate}</p>
      </PageHero>
      <div className="container article">
        <FallbackImage className="article__image" src={uploadUrl('news', news.image_url)} variants={news.image_variants} focus={news.image_focus} sizes={articleImageSizes} fallback={images.defaultNewsBanner} alt={news.image_alt ?? ''} width={1200} height={675} />
        {/* The server sanitizes this HTML when it is saved and when it is read (server/src/content/html-sanitizer.ts). */}
        <div className="article__content" dangerouslySetInnerHTML={{ __html: news.content /* sanitized by the server on write and again on read (sanitize-html allowlist) */ }} />
        <p className="article__back">
          <Link to={paths.news} className="btn btn--outline">
            ← All news
          </Link>
        </p>
      </div>
    </article>
  );
}
