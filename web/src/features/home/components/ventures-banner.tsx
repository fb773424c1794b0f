// The Home banner (SPEC §2, §4, §9): 'Explore Our Ventures', the arrow, the group description, a
// vertical list of the 20 built-in ventures numbered 01–20, and an embla slider (no arrows, no
// pagination, no transition) showing the same venture. Every BANNER_ROTATION_MS both advance.
// Rotation stops under prefers-reduced-motion, while the pointer or focus is in the banner, and
// at the pause button. The list is one tab stop (arrow keys move within it); the slide and the
// caption's name open the venture's page in the page's language, where it has one.
// Until a visitor reaches for it, the banner is the server's HTML and rotates by CSS animations of
// transform alone, run by the compositor (ventures-banner.css), so Home runs no React at load
// (issue 49); when its island wakes, React takes over at the venture the animation had reached.
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrationLayoutEffect } from '@/lib/use-hydration-layout-effect';
import { Link } from 'react-router';
import { BANNER_ROTATION_MS } from '@common/constants';
import { paths } from '@/lib/paths';
import { BANNER_VENTURE_SLUGS } from '@common/banner-ventures';
import { bannerVentures } from '@/content/banner-ventures';
import { useBannerAddresses } from '../api/get-banner-addresses';
import { assetUrl, images } from '@/lib/asset-url';
import { fetchPriority } from '@/lib/fetch-priority';
import { useLazyEmbla } from '@/lib/use-lazy-embla';
import { useSiteSettings } from '@/lib/site-settings';
import { useInterfaceWords } from '@/lib/interface-words';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import './ventures-banner.css';

const count = bannerVentures.length;

/** How far the list scrolls: 6 rows on wide screens and 3 on small ones, current near the middle. */
function listWindow(current: number): CSSProperties {
  const clamp = (value: number, rows: number) => Math.min(Math.max(value, 0), count - rows);
  return { ['--banner-index' as string]: clamp(current - 2, 6), ['--banner-index-mobile' as string]: clamp(current - 1, 3) };
}

/** The list key that moves the current venture, and where to: arrows step, Home and End jump. */
function targetOfKey(key: string, index: number): number | undefined {
  if (key === 'ArrowDown' || key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowUp' || key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Where a slide and its caption lead: the venture's page in the page's language, as the server
 * found it (`addresses`); nowhere (not a link) where it has none there, so Home never sends a
 * visitor to a 404. Until that is known, English's address, made of the built-in name, which the
 * server sends on to the venture's page where it has one (page-html.ts).
 */
function venturePath(addresses: readonly (string | null)[] | undefined, index: number): string | null {
  if (addresses === undefined) return paths.venture(BANNER_VENTURE_SLUGS[index]!);
  const slug = addresses[index];
  return slug ? paths.venture(slug) : null;
}

/**
 * The venture the CSS rotation shows now, read from the slide track's offset (or the list row or
 * caption that has focus, which a visitor is on): where React takes over, so the banner does not
 * jump back to the first one.
 */
function ventureShownByCss(banner: HTMLElement): number {
  const focused = document.activeElement?.closest<HTMLElement>('.banner__list li, .banner__caption-entry');
  if (focused && banner.contains(focused)) return [...focused.parentElement!.children].indexOf(focused);
  const track = banner.querySelector<HTMLElement>('.banner__track')!;
  const { m41: offset } = new DOMMatrixReadOnly(getComputedStyle(track).transform);
  const width = track.getBoundingClientRect().width;
  return width > 0 ? Math.round(-offset / width) % count : 0;
}

export function VenturesBanner() {
  const { groupDescription } = useSiteSettings().home;
  const { t, digits } = useInterfaceWords();
  const addresses = useBannerAddresses();
  const [current, setCurrent] = useState(0);
  // False for the server's HTML and the hydration that adopts it; true once React drives the banner.
  const [live, setLive] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const listButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !paused && !pointerInside && !focusInside && !reducedMotion;

  const onListKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOfKey(event.key, index);
    if (target === undefined) return;
    event.preventDefault();
    setCurrent(target);
    listButtons.current[target]?.focus({ preventScroll: true });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };
  // The engine starts when a visitor first touches the slider; until then the rotation moves the
  // track itself (SPEC §9: no transition, so a jump is all the engine would do).
  const [emblaRef, emblaApi] = useLazyEmbla({ loop: true, duration: 20, align: 'start', startIndex: current }, 'interaction');
  const track = useRef<HTMLDivElement>(null);
  // Before the first paint after hydration: the CSS rotation stops where it was, and React goes on from there.
  // The pointer or focus that woke the island came before React listened: it holds the rotation too.
  useHydrationLayoutEffect(() => {
    const section = banner.current!;
    setCurrent(ventureShownByCss(section));
    setFocusInside(section.contains(document.activeElement));
    setPointerInside(window.matchMedia('(hover: hover)').matches && section.matches(':hover'));
    setLive(true);
  }, []);
  // In the frame React takes over, the current row is lit at once, as the CSS rotation had it, rather
  // than faded in from dim (its colours' transition); after that frame the row fades as it always has.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!live) return;
    // Two frames: the first one is drawn with the transition off, whenever React commits this.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setSettled(true))));
    return () => cancelAnimationFrame(frame);
  }, [live]);
  // A layout effect: the slider is in place in the paint that ends the CSS rotation.
  useHydrationLayoutEffect(() => {
    if (live && !emblaApi && track.current) track.current.style.transform = current === 0 ? '' : `translate3d(${-100 * current}%, 0, 0)`;
  }, [live, emblaApi, current]);

  useEffect(() => {
    if (!rotating || !live) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), BANNER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, live]);

  // The slider follows the current index at once (SPEC §9: no transition).
  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== current) emblaApi.scrollTo(current, true);
  }, [emblaApi, current]);

  // The server's HTML has every slide's picture, lazy but the first (the page's largest paint), for
  // the CSS rotation: the next slide's comes with the page, each later one a step ahead
  // (ventures-banner.css, islands/banner-pictures-ahead.ts). Once React drives the banner, a slide
  // has its picture from the step before its own too (or when the visitor jumps to it, or takes the
  // slider in hand).
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const next = (current + 1) % count;
  useEffect(() => {
    setWanted((set) => (set.has(current) && set.has(next) ? set : new Set([...set, current, next])));
  }, [current, next]);
  // The current slide and the next have their pictures in the very render that shows them, not an
  // effect later: in the render where React takes over, a picture the server's HTML was still
  // loading would otherwise be taken out and put back, and asked for twice.
  const hasPicture = (index: number) => !live || index === current || index === next || wanted.has(index);
  useEffect(() => {
    if (emblaApi) setWanted(new Set(bannerVentures.keys()));
  }, [emblaApi]);

  // A swipe on the slider moves the list too.
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setCurrent(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  return (
    <section
      ref={banner}
      className={live ? `banner is-live${settled ? '' : ' is-taking-over'}` : 'banner'}
      aria-labelledby="banner-title"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <div className="container banner__grid">
        <div className="banner__intro animated">
          <span className="eyebrow">{t('home.banner.eyebrow')}</span>
          <h1 id="banner-title" className="banner__title">
            {t('home.banner.title')}
          </h1>
          <img className="banner__arrow" src={images.arrow} alt="" width={96} height={24} />
          <p className="banner__description">{groupDescription}</p>
          <Link to={paths.ventures} className="btn btn--primary">
            {t('home.banner.seeAll')}
          </Link>
        </div>

        {/* Focus moved to a row below the window (by assistive technology) must not scroll the list out of it. */}
        <div className="banner__list-wrap animated" onScroll={(event) => (event.currentTarget.scrollTop = 0)}>
          <div className="banner__list-window" style={live ? listWindow(current) : undefined}>
            <ol className="banner__list" aria-label={t('home.banner.list')}>
              {bannerVentures.map((venture, index) => (
                <li key={venture.number}>
                  <button
                    type="button"
                    ref={(button) => {
                      listButtons.current[index] = button;
                    }}
                    className={`banner__list-item${live && index === current ? ' is-current' : ''}`}
                    aria-current={index === current ? 'true' : undefined}
                    tabIndex={index === current ? 0 : -1}
                    onClick={() => setCurrent(index)}
                    onKeyDown={(event) => onListKey(event, index)}
                  >
                    <span className="banner__number">{digits(venture.number)}</span>
                    <span className="banner__name">{t(venture.nameId)}</span>
                  </button>
                </li>
              ))}
            </ol>
            {/* Until React drives the banner, the current row's look is a window one row high onto
                a lit copy of the list, which the CSS rotation moves down a row a step as it moves
                the copy up (ventures-banner.css): transforms only, no colour animated. */}
            {!live && (
              <div className="banner__list-lit" aria-hidden="true">
                <div className="banner__list-lit-rows">
                  {bannerVentures.map((venture) => (
                    <div className="banner__list-item banner__list-item--lit" key={venture.number}>
                      <span className="banner__number">{digits(venture.number)}</span>
                      <span className="banner__name">{t(venture.nameId)}</span>
                    </div>
                  ))}
                </div>
              </div>
            )}
          </div>
        </div>

        {/* No rise-in animation here: the first slide is the page's largest paint, and it should
            count when its picture arrives, not 700 ms later. */}
        <div className="banner__slider">
          {/* A region, as the carousel pattern has it: a plain <div> cannot carry a name (html-validate's aria-label-misuse). */}
          <div className="banner__viewport" ref={emblaRef} role="region" aria-roledescription={t('home.banner.carousel')} aria-label={t('home.banner.images')}>
            <div className="banner__track" ref={track}>
              {bannerVentures.map((venture, index) => (
                <div
                  className="banner__slide"
                  key={venture.number}
                  role="group"
                  aria-roledescription={t('home.banner.slide')}
                  aria-label={t('home.banner.slideLabel', { number: digits(venture.number), count: digits(String(count)), name: t(venture.nameId) })}
                  aria-hidden={index !== current}
                >
                  <SlideLink to={venturePath(addresses, index)}>
                    {hasPicture(index) && (
                      <img
                        src={assetUrl(venture.image)}
                        alt={t(venture.nameId)}
                        width={720}
                        height={540}
                        loading={index === 0 ? 'eager' : 'lazy'}
                        {...fetchPriority(index === 0 ? 'high' : undefined)}
                      />
                    )}
                  </SlideLink>
                </div>
              ))}
            </div>
          </div>
          <div className="banner__caption">
            {/* The CSS rotation moves a ticker of the twenty captions, one line in sight; the
                first alone is reachable (the others are hidden from assistive technology and
                out of the tab order) until React renders the current one alone. */}
            <span className="banner__captions" aria-live={live && !rotating ? 'polite' : 'off'}>
              <span className="banner__captions-track">
                {(live ? [current] : [...bannerVentures.keys()]).map((index) => {
                  const to = venturePath(addresses, index);
                  const name = t(bannerVentures[index]!.nameId);
                  return (
                    <span className="banner__caption-entry" key={index} aria-hidden={index !== current || undefined}>
                      <span className="banner__caption-number" aria-hidden="true">
                        {digits(bannerVentures[index]!.number)}
                      </span>
                      <span className="banner__caption-name">
                        {to === null ? (
                          name
                        ) : (
                          <Link to={to} tabIndex={index !== current ? -1 : undefined}>
                            {name}
                          </Link>
                        )}
                      </span>
                    </span>
                  );
                })}
              </span>
            </span>
            {!reducedMotion && (
              <button type="button" className="banner__pause" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
                {paused ? t('home.banner.play') : t('home.banner.pause')}
                <span className="visually-hidden">{t('home.banner.rotation')}</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * A slide's picture, a link to its venture's page where it has one; out of the tab order, since
 * the caption's name is the same link for the keyboard.
 */
function SlideLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) return <div className="banner__slide-link">{children}</div>;
  return (
    <Link to={to} tabIndex={-1} className="banner__slide-link">
      {children}
    </Link>
  );
}
