// /single-news/{slug} (SPEC §2, §8): the item's HTML, or the not-found view for an unknown slug.
import { useParams } from 'react-router';
import { metaDescriptionOf } from '@common/plain-text';
import { paths } from '@/lib/paths';
import { Article, ItemStates } from '@/components/item-page';
import { itemYear } from '@/lib/text';
import { pictureOf } from '@/lib/uploaded-picture';
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
        <Article
          eyebrow={`News · ${itemYear(news.year, news.created_at)}`}
          title={news.title}
          lead={news.formattedDate}
          area="news"
          picture={pictureOf(news, 'image_url')}
          html={news.content}
          back={{ to: paths.news, text: '← All news' }}
        />
      )}
    </ItemStates>
  );
}
