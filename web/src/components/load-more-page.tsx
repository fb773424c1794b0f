// A public list's page (Blogs, News, Investors, Team): its title band, then its list with LOAD MORE
// in a section. The list is an island (components/island.tsx) of the page's own: the page gives
// its texts, and the island its read and its cards (PagedList).
import type { ReactNode } from 'react';
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
  /** The list's island. */
  children: ReactNode;
};

export function LoadMorePage({ title, hero, children }: Props) {
  useDocumentTitle(title);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.heading}>
        <p>{hero.lead}</p>
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
