// A public list's page (Blogs, News, Investors, Team): its title band, then its list with LOAD MORE
// in a section. The page gives its texts, its read and its cards.
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadMore, type PagedRead } from '@/lib/use-load-more';
import { LoadMoreList, type LoadMoreListProps } from './load-more-list';
import { PageHero } from './page-hero';

type Props<T> = Omit<LoadMoreListProps<T>, 'list'> & {
  /** The document's title. */
  title: string;
  /** The title band: its eyebrow, heading and lead line. */
  hero: { eyebrow: string; heading: string; lead: string };
  read: PagedRead<T>;
};

export function LoadMorePage<T>({ title, hero, read, ...list }: Props<T>) {
  useDocumentTitle(title);
  const items = useLoadMore(read.getPage, read.initialPage);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.heading}>
        <p>{hero.lead}</p>
      </PageHero>
      <section className="section">
        <div className="container">
          <LoadMoreList list={items} {...list} />
        </div>
      </section>
    </>
  );
}
