// A public list with LOAD MORE (SPEC §4 "Public lists"): its empty line, the cards, the loading and
// error lines and the button, the same on Blogs, News, Investors and Team; the page gives the cards.
import type { ReactNode } from 'react';
import { LoadMoreButton } from './load-more-button';
import { StatusMessage } from './status-message';
import { useFocusNewItems } from '@/lib/use-focus-new-items';
import type { LoadMore } from '@/lib/use-load-more';
import { useInterfaceWords } from '@/lib/interface-words';

export type LoadMoreListProps<T> = {
  list: LoadMore<T>;
  /** The <ul>'s class and accessible name. */
  className: string;
  label?: string;
  /** Shown when the first page came back empty. */
  empty: ReactNode;
  /** Shown while a page loads, e.g. "Loading blogs…". */
  loadingText: string;
  /** Put before the error's own message. */
  errorPrefix?: string;
  /** One card: an <li> with its key. */
  renderItem: (item: T, index: number) => ReactNode;
};

export function LoadMoreList<T>({ list, className, label, empty, loadingText, errorPrefix, renderItem }: LoadMoreListProps<T>) {
  const newCards = useFocusNewItems<HTMLUListElement>(list.items.length);
  const { t, known } = useInterfaceWords();
  return (
    <>
      {list.loaded && list.items.length === 0 && <StatusMessage>{empty}</StatusMessage>}
      <ul ref={newCards.listRef} className={className} aria-label={label}>
        {list.items.map(renderItem)}
      </ul>
      {list.loading && (
        <StatusMessage kind="loading" reserve={list.items.length === 0}>
          {loadingText}
        </StatusMessage>
      )}
      {list.error && (
        <StatusMessage kind="error">
          {errorPrefix}
          {known(list.error.message)}
        </StatusMessage>
      )}
      {list.hasMore && !list.loading && (
        <LoadMoreButton
          label={t('list.loadMore')}
          onClick={() => {
            newCards.expectMore();
            void list.loadMore();
          }}
        />
      )}
    </>
  );
}
