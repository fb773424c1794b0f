// /single-news/{slug} (SPEC §2, §8): the item's HTML, or the not-found view for an unknown slug.
import { useParams } from 'react-router';
import { metaDescriptionOf } from '@common/plain-text';
import { paths } from '@/lib/paths';
import { FallbackImage } from '@/components/fallback-image';
import { ArticleBody, ItemStates } from '@/components/item-page';
import { PageHero } from '@/components/page-hero';
import { articleImageSizes } from '@/lib/image-sizes';
import { itemYear } from '@/lib/text';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NewsNotFoundError, useNewsItem } from './api/news';
import './news.css';

export function NewsItemPage() {
  const { slug = '' } = useParams();
  const item = useNewsItem(slug);
  useDocumentTitle(item.status === 'success' ? item.data.title : 'News', item.status === 'success' ? metaDescriptionOf(item.data.content) : null);

  return (
    <ItemStates state={item} notFound={NewsNotFoundError} notFoundMessage="This story is not available. It may have been moved or removed." heading="News">
      {(news) => (
        <article>
          <PageHero eyebrow={`News · ${itemYear(news.year, news.created_at)}`} title={news.title}>
            <p>{news.formattedDate}</p>
          </PageHero>
          <ArticleBody
            picture={<FallbackImage className="article__image" {...uploadedImage('news', pictureOf(news, 'image_url'))} sizes={articleImageSizes} width={1200} height={675} />}
            html={news.content}
            back={{ to: paths.news, text: '← All news' }}
          />
        </article>
      )}
    </ItemStates>
  );
}
