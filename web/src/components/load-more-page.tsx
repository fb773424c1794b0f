// A public list's page (Blogs, News, Investors, Team): its title band, then its list with LOAD MORE
// in a section. The list is an island (components/island.tsx) of the page's own: the page gives
// its texts, and the island its read and its cards (PagedList).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInitialState } from '@/lib/initial-data';
import { useLoadMore, type PagedRead } from '@/lib/use-load-more';
import type { Wake } from './island';
import { LoadMoreList, type LoadMoreListProps } from './load-more-list';
import { PageHero } from './page-hero';

type Props = {
  /** The document's title. */
  title: string;
  /** The title band: its eyebrow, heading and lead line. */
  hero: { eyebrow: string; heading: string; lead: string };
  /** The list's Atom feed (in the page's language, as every link is) and the words that offer it. */
  feed?: { path: string; label: string };
  /** The list's island. */
  children: ReactNode;
};

export function LoadMorePage({ title, hero, feed, children }: Props) {
  useDocumentTitle(title);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.heading}>
        <p>{hero.lead}</p>
        {feed && (
          <p className="page-hero__feed">
            {/* A file, not a page of the app: the browser fetches it whole. */}
            <Link to={feed.path} reloadDocument type="application/atom+xml">
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <circle cx="3" cy="13" r="2" fill="currentColor" />
                <path d="M1.5 7.5a7 7 0 0 1 7 7M1.5 2.5a12 12 0 0 1 12 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {feed.label}
            </Link>
          </p>
        )}
      </PageHero>
      <section className="section">
        <div className="container">{children}</div>
      </section>
    </>
  );
}

/** A paged list with LOAD MORE, starting from the page's first reply when the server read it. */
export function PagedList<T>({ read, ...list }: Omit<LoadMoreListProps<T>, 'list'> & { read: PagedRead<T> }) {
  const items = useLoadMore(read.getPage, read.initialPage);
  return <LoadMoreList list={items} {...list} />;
}

/**
 * When a list's island wakes: at the visitor's first reach for it when the server rendered its
 * first page, at once when it could not (the island then loads that page itself).
 */
export function useListWake<T>(read: PagedRead<T>): Wake {
  return useInitialState(read.initialPage) === undefined ? 'load' : 'interaction';
}
