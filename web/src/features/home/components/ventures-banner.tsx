// The Home banner (SPEC §2, §4, §9): 'Explore Our Ventures', the arrow, the group description, a
// vertical list of the 20 built-in ventures numbered 01–20, and an embla slider (no arrows, no
// pagination, no transition) showing the same venture. Every BANNER_ROTATION_MS both advance.
// Rotation stops under prefers-reduced-motion, while the pointer or focus is in the banner, and
// at the pause button. The list is one tab stop (arrow keys move within it); the slide and the
// caption's name open the venture's page.
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { BANNER_ROTATION_MS } from '@common/constants';
import { paths } from '@/lib/paths';
import { slugify } from '@common/slug';
import { bannerVentures } from '@/content/banner-ventures';
import { assetUrl, images } from '@/lib/asset-url';
import { fetchPriority } from '@/lib/fetch-priority';
import { useLazyEmbla } from '@/lib/use-lazy-embla';
import { useSiteSettings } from '@/lib/site-settings';
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

/** The built-in names are the seeded ventures' titles, so each opens the page its slug names. */
const venturePath = (name: string) => paths.venture(slugify(name));

export function VenturesBanner() {
  const { groupDescription } = useSiteSettings().home;
  const [current, setCurrent] = useState(0);
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
  useEffect(() => {
    if (!emblaApi && track.current) track.current.style.transform = current === 0 ? '' : `translate3d(${-100 * current}%, 0, 0)`;
  }, [emblaApi, current]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), BANNER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  // The slider follows the current index at once (SPEC §9: no transition).
  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== current) emblaApi.scrollTo(current, true);
  }, [emblaApi, current]);

  // Only the first slide's picture comes with the page. Each later one is asked for while the slide
  // before it shows (or when the visitor jumps to it, or takes the slider in hand), so pictures the
  // visitor may never see do not share a slow link with the first one, the page's largest paint.
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    const next = (current + 1) % count;
    setWanted((set) => (set.has(current) && set.has(next) ? set : new Set([...set, current, next])));
  }, [current]);
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

  const active = bannerVentures[current]!;

  return (
    <section
      className="banner"
      aria-labelledby="banner-title"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <div className="container banner__grid">
        <div className="banner__intro animated">
          <span className="eyebrow">SJG Group · Since 1980</span>
          <h1 id="banner-title" className="banner__title">
            Explore Our Ventures
          </h1>
          <img className="banner__arrow" src={images.arrow} alt="" width={96} height={24} />
          <p className="banner__description">{groupDescription}</p>
          <Link to={paths.ventures} className="btn btn--primary">
            See all
          </Link>
        </div>

        <div className="banner__list-wrap animated">
          <ol className="banner__list" aria-label="Our ventures" style={listWindow(current)}>
            {bannerVentures.map((venture, index) => (
              <li key={venture.number}>
                <button
                  type="button"
                  ref={(button) => {
                    listButtons.current[index] = button;
                  }}
                  className={`banner__list-item${index === current ? ' is-current' : ''}`}
                  aria-current={index === current ? 'true' : undefined}
                  tabIndex={index === current ? 0 : -1}
                  onClick={() => setCurrent(index)}
                  onKeyDown={(event) => onListKey(event, index)}
                >
                  <span className="banner__number">{venture.number}</span>
                  <span className="banner__name">{venture.name}</span>
                </button>
              </li>
            ))}
          </ol>
        </div>

        {/* No rise-in animation here: the first slide is the page's largest paint, and it should
            count when its picture arrives, not 700 ms later. */}
        <div className="banner__slider">
          {/* A region, as the carousel pattern has it: a plain <div> cannot carry a name (html-validate's aria-label-misuse). */}
          <div className="banner__viewport" ref={emblaRef} role="region" aria-roledescription="carousel" aria-label="Venture images">
            <div className="banner__track" ref={track}>
              {bannerVentures.map((venture, index) => (
                <div
                  className="banner__slide"
                  key={venture.number}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${venture.number} of ${count}: ${venture.name}`}
                  aria-hidden={index !== current}
                >
                  {/* Out of the tab order: the caption's name is the same link for the keyboard. */}
                  <Link to={venturePath(venture.name)} tabIndex={-1} className="banner__slide-link">
                    {wanted.has(index) && (
                      <img
                        src={assetUrl(venture.image)}
                        alt={venture.name}
                        width={720}
                        height={540}
                        loading={index === 0 ? 'eager' : 'lazy'}
                        {...fetchPriority(index === 0 ? 'high' : undefined)}
                      />
                    )}
                  </Link>
                </div>
              ))}
            </div>
          </div>
          <div className="banner__caption">
            <span className="banner__caption-number" aria-hidden="true">
              {active.number}
            </span>
            <span className="banner__caption-name" aria-live={rotating ? 'off' : 'polite'}>
              <Link to={venturePath(active.name)}>{active.name}</Link>
            </span>
            {!reducedMotion && (
              <button type="button" className="banner__pause" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
                {paused ? 'Play' : 'Pause'}
                <span className="visually-hidden"> the venture rotation</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
