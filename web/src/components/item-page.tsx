// What the item pages (a news story, a blog post, a venture) share: before the item, the not-found
// view or the loading or error line under a heading only screen readers hear; then a story or a
// post.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UploadArea } from '@common/upload-areas';
import { articleImageSizes } from '@/lib/image-sizes';
import { uploadedImage, type Picture } from '@/lib/uploaded-picture';
import type { AsyncState } from '@/lib/use-async';
import { ItemRemovedError } from '@/lib/item-read';
import { FallbackImage } from './fallback-image';
import { ShareLinks } from './share-links';
import { NotFoundView } from './not-found-view';
import { useInterfaceWords } from '@/lib/interface-words';
import { PageHero } from './page-hero';
import { StatusMessage } from './status-message';
import '@/styles/article.css';

type PendingProps = {
  state: Exclude<AsyncState<unknown>, { status: 'success' }>;
  /** What the page is, e.g. "News". */
  heading: string;
  loadingText?: string;
};

export function ItemPending({ state, heading, loadingText }: PendingProps) {
  const { t, known } = useInterfaceWords();
  return (
    <div className="container section">
      <h1 className="visually-hidden">{heading}</h1>
      {state.status === 'loading' ? <StatusMessage kind="loading" reserve>{loadingText ?? t('common.loading')}</StatusMessage> : <StatusMessage kind="error">{known(state.error.message)}</StatusMessage>}
    </div>
  );
}

type ItemProps<T> = Omit<PendingProps, 'state'> & {
  state: AsyncState<T>;
  /** The feature's not-found error: the view titled with its message, then `notFoundMessage`. */
  notFound: new (...args: never[]) => Error;
  notFoundMessage: string;
  children: (item: T) => ReactNode;
};

/** An item in the trash: its page says it was removed (410), not that something went wrong. */
export function RemovedView({ error }: { error: ItemRemovedError }) {
  const { t, known } = useInterfaceWords();
  return <NotFoundView code={410} title={known(error.message)} message={t('notFound.removed')} />;
}

/** The item once it is there; until then, or instead, what the states above show. */
export function ItemStates<T>({ state, notFound, notFoundMessage, children, ...pending }: ItemProps<T>) {
  const { known } = useInterfaceWords();
  if (state.status === 'error' && state.error instanceof ItemRemovedError) return <RemovedView error={state.error} />;
  if (state.status === 'error' && state.error instanceof notFound) return <NotFoundView title={known(state.error.message)} message={notFoundMessage} />;
  if (state.status !== 'success') return <ItemPending state={state} {...pending} />;
  return <>{children(state.data)}</>;
}

type ArticleProps = {
  eyebrow: string;
  title: string;
  /** The line under the title (its date). */
  lead: ReactNode;
  /** The article's picture, in its upload area. */
  area: UploadArea;
  picture: Picture;
  /** Rich text from the server. */
  html: string;
  back: { to: string; text: string };
  /** What to read next, under the text (components/more-articles.tsx). */
  more?: ReactNode;
};

/** A news story or a blog post: its title band, its picture, its HTML, its share links, what to read next and the link back to the list. */
export function Article({ eyebrow, title, lead, area, picture, html, back, more }: ArticleProps) {
  return (
    <article>
      <PageHero eyebrow={eyebrow} title={title}>
        <p>{lead}</p>
      </PageHero>
      <div className="container article">
        <FallbackImage className="article__image" {...uploadedImage(area, picture)} sizes={articleImageSizes} width={1200} height={675} />
        {/* The server sanitizes this HTML when it is saved and when it is read (server/src/content/html-sanitizer.ts). */}
        <div className="article__content" dangerouslySetInnerHTML={{ __html: html /* sanitized by the server on write and again on read (sanitize-html allowlist) */ }} />
        <ShareLinks title={title} />
        {more}
        <p className="article__back">
          <Link to={back.to} className="btn btn--outline">
            {back.text}
          </Link>
        </p>
      </div>
    </article>
  );
}
