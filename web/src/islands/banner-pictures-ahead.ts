// Home's banner rotates by CSS until its island wakes (features/home/components/ventures-banner.css),
// on the compositor: the main thread draws no frame for it, so the browser's lazy loading, which
// looks for pictures coming into sight on those frames, does not see the slides move. This asks
// for each slide's picture a step ahead instead, by the rotation's own clock: a timer a step, no frame.
import { BANNER_ROTATION_MS } from '@common/banner-rotation';

const isRotation = (animation: Animation) => 'animationName' in animation && animation.animationName === 'banner-slides';

/** Until React drives the banner (.is-live), marks the next slide's picture eager at each step. */
export function fetchBannerPicturesAhead(): void {
  const track = document.querySelector<HTMLElement>('.banner__track');
  // None under reduced motion: the first venture stays, and the next one's picture came with the page.
  const rotation = track?.getAnimations().find(isRotation);
  if (!track || !rotation) return;
  const pictures = [...track.querySelectorAll<HTMLImageElement>('img')];
  const step = () => {
    if (track.closest('.is-live') || rotation.playState === 'idle') return;
    const at = Number(rotation.currentTime ?? 0);
    const ahead = pictures[(Math.floor(at / BANNER_ROTATION_MS) + 1) % pictures.length];
    if (ahead) ahead.loading = 'eager';
    // Held (the pointer or focus is in the banner) it stands still; a check a step costs nothing.
    window.setTimeout(step, BANNER_ROTATION_MS - (at % BANNER_ROTATION_MS) + 1);
  };
  step();
}
