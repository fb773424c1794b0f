// 'In the News' on Home (SPEC §2, §4, §8): the first 4 news items, one featured (the first at
// first, then whichever is clicked); loading, error with RETRY, and empty states; then the
// 'Ventures' marquee and the cards (2 ventures, else news 2 and 3, else a message).
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { NewsItem, VentureSummary } from '@common/api-types';
import { EXCERPT, HOME_NEWS_COUNT, HOME_VENTURE_CARDS } from '@common/constants';
import type { UploadArea } from '@common/upload-areas';
import { paths } from '@/lib/paths';
import { useInterfaceWords } from '@/lib/interface-words';
import { FallbackImage } from '@/components/fallback-image';
import { bannerVentures } from '@/content/banner-ventures';
import { homeCardSizes, homeFeaturedSizes } from '@/lib/image-sizes';
import { excerpt, itemYear } from '@/lib/text';
import { pictureOf, uploadedImage, type Picture } from '@/lib/uploaded-picture';
import { useHomeData, type HomeData } from '../api/get-home-data';
import '@/styles/cards.css';
import './news-section.css';

type Props =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'success'; data: HomeData; error?: undefined };

/** 'In the News' with Home's data: an island (home-page.tsx), whose only moving part is the featured item. */
export function HomeNews() {
  const home = useHomeData();
  if (home.status === 'success') return <NewsSection status="success" data={home.data} />;
  if (home.status === 'error') return <NewsSection status="error" error={home.error} />;
  return <NewsSection status="loading" />;
}

export function NewsSection(props: Props) {
  const { t } = useInterfaceWords();
  return (
    <>
      <section className="home-news section" aria-labelledby="home-news-title">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">{t('home.newsroom')}</span>
            <h2 id="home-news-title">{t('home.newsHeading')}</h2>
          </div>
          <NewsBody {...props} />
        </div>
      </section>
      <VenturesMarquee />
      {props.status === 'success' && <HomeCards data={props.data} />}
    </>
  );
}

function NewsBody({ status, data, error }: Props) {
  const [featuredId, setFeaturedId] = useState<number | null>(null);
  const { t, known, siteDateOf } = useInterfaceWords();

  if (status === 'loading') {
    return (
      <p className="home-news__state" role="status">
        {t('home.loadingNews')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className="home-news__state home-news__state--error" role="alert">
        <h3>{t('home.errorLoadingNews')}</h3>
        <p>{known(error.message)}</p>
        <button type="button" className="btn btn--navy" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const list = data.news.slice(0, HOME_NEWS_COUNT);
  if (list.length === 0) {
    return (
      <div className="home-news__state">
        <h3>{t('home.noNews')}</h3>
        <p>{t('home.noNewsHint')}</p>
      </div>
    );
  }
  const featured = list.find((item) => item.id === featuredId) ?? list[0]!;

  return (
    <div className="home-news__grid">
      <ul className="home-news__list" aria-label={t('home.latestNews')}>
        {list.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={`home-news__item${item.id === featured.id ? ' is-featured' : ''}`}
              aria-pressed={item.id === featured.id}
              onClick={() => setFeaturedId(item.id)}
            >
              <span className="home-news__year">{itemYear(item.year, item.created_at)}</span>
              <span className="home-news__item-body">
                <span className="home-news__item-title">{item.title}</span>
                <ListExcerpt content={item.content} />
              </span>
              <svg className="home-news__arrow" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>

      <article className="home-news__featured" aria-live="polite" aria-labelledby="home-news-featured-title">
        <FallbackImage className="home-news__image" {...uploadedImage('news', pictureOf(featured, 'image_url'), featured.title)} sizes={homeFeaturedSizes} width={800} height={450} loading="lazy" />
        <div className="home-news__featured-body">
          <span className="home-news__date">{siteDateOf(featured)}</span>
          <h3 id="home-news-featured-title">{featured.title}</h3>
          <p>{excerpt(featured.content, EXCERPT.featured)}</p>
          <div className="home-news__actions">
            <Link to={paths.newsItem(featured.slug)} className="btn btn--primary">
              {t('common.readMore')}
              <span className="visually-hidden">: {featured.title}</span>
            </Link>
            <Link to={paths.news} className="btn btn--link">
              {t('home.seeAll')}
              <span className="visually-hidden">{t('home.seeAllHidden')}</span> →
            </Link>
          </div>
        </div>
      </article>
    </div>
  );
}

/**
 * A list item's excerpt: 100 characters on a wide screen, 103 on a phone (SPEC §4). Both are in
 * the server's HTML and CSS shows the one for the viewport, so a phone's text is right before the
 * app takes over and does not change as it does.
 */
function ListExcerpt({ content }: { content: string | null }) {
  const wide = excerpt(content, EXCERPT.homeListDesktop);
  const narrow = excerpt(content, EXCERPT.homeListMobile);
  if (wide === narrow) return <span className="home-news__excerpt">{wide}</span>;
  return (
    <span className="home-news__excerpt">
      <span className="home-news__excerpt-wide">{wide}</span>
      <span className="home-news__excerpt-narrow">{narrow}</span>
    </span>
  );
}

function VenturesMarquee() {
  const { t } = useInterfaceWords();
  const names = bannerVentures.map((venture) => t(venture.nameId));
  return (
    <section className="marquee" aria-labelledby="marquee-title">
      <h2 id="marquee-title" className="marquee__title">
        {t('home.ventures')}
      </h2>
      <div className="marquee__viewport">
        <ul className="marquee__track">
          {[...names, ...names].map((name, index) => (
            <li key={index} aria-hidden={index >= names.length ? true : undefined}>
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HomeCards({ data }: { data: HomeData }) {
  const { t } = useInterfaceWords();
  const ventures = data.ventures?.slice(0, HOME_VENTURE_CARDS) ?? [];
  let cards;
  if (ventures.length > 0) {
    cards = ventures.map((venture) => <VentureCard key={venture.id} venture={venture} />);
  } else if (data.news.length > 1) {
    cards = data.news.slice(1, 3).map((item) => <NewsCard key={item.id} item={item} />);
  } else {
    return (
      <div className="container home-cards">
        <p className="status-message">{t('home.noAdditionalNews')}</p>
      </div>
    );
  }
  return (
    <section className="home-cards section" aria-label={ventures.length > 0 ? t('home.featuredVentures') : t('home.moreNews')}>
      <div className="container home-cards__grid">{cards}</div>
    </section>
  );
}

function VentureCard({ venture }: { venture: VentureSummary }) {
  const { t } = useInterfaceWords();
  return (
    <HomeCard area="ventureImages" picture={pictureOf(venture, 'banner_image')} kicker={<span className="eyebrow">{t('home.ventureKicker')}</span>} title={venture.title}>
      <Link to={paths.venture(venture.slug)} className="btn btn--outline">
        {t('home.explore')}
        <span className="visually-hidden"> {venture.title}</span>
      </Link>
    </HomeCard>
  );
}

function NewsCard({ item }: { item: NewsItem }) {
  const { t, siteDateOf } = useInterfaceWords();
  return (
    <HomeCard area="news" picture={pictureOf(item, 'image_url')} kicker={<span className="home-news__date">{siteDateOf(item)}</span>} title={item.title}>
      <p>{excerpt(item.content, EXCERPT.fallbackCard)}</p>
      <Link to={paths.newsItem(item.slug)} className="btn btn--outline">
        {t('common.readMore')}
        <span className="visually-hidden">: {item.title}</span>
      </Link>
    </HomeCard>
  );
}

type HomeCardProps = { area: UploadArea; picture: Picture; kicker: ReactNode; title: string; children: ReactNode };

/** A card under the marquee: its picture, a line above its title, then what follows the title. */
function HomeCard({ area, picture, kicker, title, children }: HomeCardProps) {
  return (
    <article className="home-card">
      <FallbackImage className="home-card__image" {...uploadedImage(area, picture)} sizes={homeCardSizes} width={640} height={360} loading="lazy" />
      <div className="home-card__body">
        {kicker}
        <h3>{title}</h3>
        {children}
      </div>
    </article>
  );
}
