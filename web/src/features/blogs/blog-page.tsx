// /single-blog/{slug} (SPEC §2, §8): the blog's HTML; failures under 'Oops! Something went wrong'.
import { Link, useParams } from 'react-router';
import { metaDescriptionOf } from '@common/plain-text';
import { paths } from '@/lib/paths';
import { Article, ItemPending, RemovedView } from '@/components/item-page';
import { ItemRemovedError } from '@/lib/item-read';
import { NotFoundView } from '@/components/not-found-view';
import { StatusMessage } from '@/components/status-message';
import { pictureOf } from '@/lib/uploaded-picture';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInterfaceWords } from '@/lib/interface-words';
import { MoreArticles } from '@/components/more-articles';
import { BlogNotFoundError, blogsRead, useBlog } from './api/blogs';
import './blogs.css';

export function BlogPage() {
  const { slug = '' } = useParams();
  const blog = useBlog(slug);
  const { t, known, siteDateOf } = useInterfaceWords();
  useDocumentTitle(blog.status === 'success' ? blog.data.title : 'Blog', blog.status === 'success' ? metaDescriptionOf(blog.data.content) : null);

  if (blog.status === 'error') {
    if (blog.error instanceof ItemRemovedError) return <RemovedView error={blog.error} />;
    if (blog.error instanceof BlogNotFoundError) {
      return <NotFoundView title={t('blog.errorHeading')} message={known(blog.error.message)} />;
    }
    return (
      <div className="container section">
        <h1>{t('blog.errorHeading')}</h1>
        <StatusMessage kind="error">{known(blog.error.message)}</StatusMessage>
        <Link to={paths.blogs} className="btn btn--outline">
          {t('blog.all')}
        </Link>
      </div>
    );
  }
  if (blog.status === 'loading') {
    return <ItemPending state={blog} heading={t('blog.eyebrow')} />;
  }
  const post = blog.data;
  return (
    <Article
      eyebrow={t('blog.eyebrow')}
      title={post.title}
      lead={<time dateTime={post.created_at}>{siteDateOf(post)}</time>}
      area="blogs"
      picture={pictureOf(post, 'image_url')}
      html={post.content}
      back={{ to: paths.blogs, text: t('blog.all') }}
      more={<MoreArticles read={blogsRead} currentId={post.id} heading={t('blog.more')} pathOf={paths.blog} />}
    />
  );
}
