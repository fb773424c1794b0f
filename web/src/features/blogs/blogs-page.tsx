// /blogs (SPEC §2, §4): cards with image, date, title and the text stripped of tags and cut to
// 150 characters plus '...', each with VIEW DETAIL; LOAD MORE appends pages up to total_pages.
import { Link } from 'react-router';
import type { BlogItem } from '@common/api-types';
import { EXCERPT } from '@common/constants';
import { paths } from '@/lib/paths';
import { FallbackImage } from '@/components/fallback-image';
import { Island } from '@/components/island';
import { LoadMorePage, PagedList, useListWake } from '@/components/load-more-page';
import { useInterfaceWords } from '@/lib/interface-words';
import { cardImageLoading } from '@/lib/fetch-priority';
import { listCardSizes } from '@/lib/image-sizes';
import { excerpt } from '@/lib/text';
import { pictureOf, uploadedImage } from '@/lib/uploaded-picture';
import { blogsRead } from './api/blogs';
import '@/styles/card-grids.css';
import '@/styles/cards.css';
import './blogs.css';

export function BlogsPage() {
  const { t } = useInterfaceWords();
  return (
    <LoadMorePage
      title="Blogs"
      hero={{ eyebrow: t('blogsPage.eyebrow'), heading: t('blogsPage.heading'), lead: t('blogsPage.lead') }}
      feed={{ path: paths.blogsFeed, label: t('blogsPage.feed') }}
    >
      <Island name="blogs-list" wake={useListWake(blogsRead)} component={BlogsList} props={{}} />
    </LoadMorePage>
  );
}

/** The list: an island of the page's own. */
export function BlogsList() {
  const { t } = useInterfaceWords();
  return (
    <PagedList
      read={blogsRead}
      className="blog-grid"
      label={t('blogsPage.list')}
      empty={t('list.noBlogs')}
      loadingText={t('list.loadingBlogs')}
      errorPrefix={t('errors.blogsShownPrefix')}
      renderItem={(blog, index) => <BlogCard key={blog.id} blog={blog} index={index} />}
    />
  );
}

function BlogCard({ blog, index }: { blog: BlogItem; index: number }) {
  const { t, siteDateOf } = useInterfaceWords();
  return (
    <li>
      <article className="blog-card">
        <FallbackImage className="blog-card__image" {...uploadedImage('blogs', pictureOf(blog, 'image_url'))} sizes={listCardSizes} width={480} height={300} {...cardImageLoading(index)} />
        <div className="blog-card__body">
          <time className="blog-card__date" dateTime={blog.created_at}>
            {siteDateOf(blog)}
          </time>
          <h2 className="blog-card__title">{blog.title}</h2>
          <p className="blog-card__text">{excerpt(blog.content, EXCERPT.blogsPage)}</p>
          <Link to={paths.blog(blog.slug)} className="btn btn--outline">
            {t('blogsPage.viewDetail')}
            <span className="visually-hidden">: {blog.title}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}
