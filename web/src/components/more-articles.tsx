// "More news" under a story, "More from the blog" under a post: the newest others of its list,
// so a reader who finished one goes on to the next without going back to the list. Read from the
// list's page 1, which the server renders the article page with (its route's staticReads in
// common/site-routes.ts): static HTML, never hydrated.
import { useId } from 'react';
import type { NewsItem } from '@common/api-types';
import { Link } from 'react-router';
import { useInterfaceWords } from '@/lib/interface-words';
import { useLoadMore, type PagedRead } from '@/lib/use-load-more';

/** How many other articles the list shows. */
const MORE_ARTICLES = 3;

/** What the list shows of an article: the fields a story and a post share. */
type Listed = Pick<NewsItem, 'id' | 'slug' | 'title' | 'formattedDate' | 'created_at'>;

type Props<T extends Listed> = {
  read: PagedRead<T>;
  /** The article on the page, which the list leaves out. */
  currentId: number;
  heading: string;
  pathOf: (slug: string) => string;
};

export function MoreArticles<T extends Listed>({ read, currentId, heading, pathOf }: Props<T>) {
  const { items } = useLoadMore(read.getPage, read.initialPage);
  const { siteDateOf } = useInterfaceWords();
  const headingId = useId();
  const others = items.filter((item) => item.id !== currentId).slice(0, MORE_ARTICLES);
  // Nothing else published yet, or the list could not be read: the article stands alone.
  if (others.length === 0) return null;
  return (
    <aside className="more-articles" aria-labelledby={headingId}>
      <h2 id={headingId} className="more-articles__heading">
        {heading}
      </h2>
      <ul className="more-articles__list">
        {others.map((item) => (
          <li key={item.id}>
            <Link to={pathOf(item.slug)} className="more-articles__link">
              {item.title}
            </Link>
            <time className="more-articles__date" dateTime={item.created_at}>
              {siteDateOf(item)}
            </time>
          </li>
        ))}
      </ul>
    </aside>
  );
}
