// /single-blog/{slug} (SPEC §2, §8): the blog's HTML; failures under 'Oops! Something went wrong'.
import { Link, useParams } from 'react-router';
import { publicErrorMessages } from '@common/messages';
import { metaDescriptionOf } from '@common/plain-text';
import { paths } from '@/lib/paths';
import { Article, ItemPending, RemovedView } from '@/components/item-page';
import { ItemRemovedError } from '@/lib/item-read';
import { NotFoundView } from '@/components/not-found-view';
import { StatusMessage } from '@/components/status-message';
import { pictureOf } from '@/lib/uploaded-picture';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BlogNotFoundError, useBlog } from './api/blogs';
import './blogs.css';

export function BlogPage() {
  const { slug = '' } = useParams();
  const blog = useBlog(slug);
  useDocumentTitle(blog.status === 'success' ? blog.data.title : 'Blog', blog.status === 'success' ? metaDescriptionOf(blog.data.content) : null);

  if (blog.status === 'error') {
    if (blog.error instanceof ItemRemovedError) return <RemovedView error={blog.error} />;
    if (blog.error instanceof BlogNotFoundError) {
      return <NotFoundView title={publicErrorMessages.blogErrorHeading} message={blog.error.message} />;
    }
    return (
      <div className="container section">
        <h1>{publicErrorMessages.blogErrorHeading}</h1>
        <StatusMessage kind="error">{blog.error.message}</StatusMessage>
        <Link to={paths.blogs} className="btn btn--outline">
          ← All blogs
        </Link>
      </div>
    );
  }
  if (blog.status === 'loading') {
    return <ItemPending state={blog} heading="Blog" />;
  }
  const post = blog.data;
  return (
    <Article
      eyebrow="Blog"
      title={post.title}
      lead={<time dateTime={post.created_at}>{post.formattedDate}</time>}
      area="blogs"
      picture={pictureOf(post, 'image_url')}
      html={post.content}
      back={{ to: paths.blogs, text: '← All blogs' }}
    />
  );
}
