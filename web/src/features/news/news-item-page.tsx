// /single-news/{slug} (SPEC §2, §8): the item's HTML, or the not-found view for an unknown slug.
import { useParams } from 'react-router';
import { metaDescriptionOf } from '@common/plain-text';
import { paths } from '@/lib/paths';
import { Article, ItemStates } from '@/components/item-page';
import { itemYear } from '@/lib/text';
import { pictureOf } from '@/lib/uploaded-picture';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInterfaceWords } from '@/lib/interface-words';
import { MoreArticles } from '@/components/more-articles';
import { NewsNotFoundError, newsRead, useNewsItem } from './api/news';
import './news.css';

export function NewsItemPage() {
  const { slug = '' } = useParams();
  const item = useNewsItem(slug);
  const { t, digits, siteDateOf } = useInterfaceWords();
  useDocumentTitle(item.status === 'success' ? item.data.title : 'News', item.status === 'success' ? metaDescriptionOf(item.data.content) : null);

  return (
    <ItemStates state={item} notFound={NewsNotFoundError} notFoundMessage={t('news.notFound')} heading={t('news.heading')}>
      {(news) => (
        <Article
          eyebrow={t('news.eyebrow', { year: digits(itemYear(news.year, news.created_at)) })}
          title={news.title}
          lead={siteDateOf(news)}
          area="news"
          picture={pictureOf(news, 'image_url')}
          html={news.content}
          back={{ to: paths.news, text: t('news.all') }}
          more={<MoreArticles read={newsRead} currentId={news.id} heading={t('news.more')} pathOf={paths.newsItem} />}
        />
      )}
    </ItemStates>
  );
}
