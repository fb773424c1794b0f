// Home's banner rotates by CSS until React takes it over (ventures-banner.css): the stylesheet
// spells out the round in seconds, steps and percentages, which must agree with the banner's
// constants, or the CSS rotation would drift from the one React goes on with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BANNER_ROTATION_MS } from '../../common/constants';
import { bannerVentures } from '../../web/src/content/banner-ventures';

const css = readFileSync(new URL('../../web/src/features/home/components/ventures-banner.css', import.meta.url), 'utf8');
const count = bannerVentures.length;
const round = `${(count * BANNER_ROTATION_MS) / 1000}s`;

/** The body of one @keyframes rule, its blank lines and indentation squeezed out. */
function keyframes(name: string): string {
  const start = css.indexOf(`@keyframes ${name} {`);
  expect(start, name).toBeGreaterThan(0);
  let depth = 0;
  for (let index = css.indexOf('{', start); ; index++) {
    if (css[index] === '{') depth++;
    if (css[index] === '}' && --depth === 0) return css.slice(start, index + 1).replace(/\s+/g, ' ');
  }
}

describe('the banner rotation CSS runs before React', () => {
  it('shows one slide per rotation period, over every built-in venture in one round, each laid out a period before', () => {
    expect(css).toContain(`animation: banner-slide ${round} step-end calc((var(--i) - ${count + 1}) * ${BANNER_ROTATION_MS / 1000}s) infinite;`);
    const share = 100 / count;
    expect(keyframes('banner-slide')).toContain(`${share}% { display: block; visibility: visible; } ${2 * share}%, 100% { display: none; }`);
  });

  it('marks each row and caption current for one period, delayed by its place', () => {
    expect(css).toContain(`animation-duration: ${round};`);
    expect(css).toContain(`animation-delay: calc(var(--i) * ${BANNER_ROTATION_MS / 1000}s);`);
    const share = `${100 / count}%`;
    expect(keyframes('banner-current-row')).toContain(`${share}, 100%`);
    expect(keyframes('banner-current-caption')).toContain(`${share}, 100% { visibility: hidden; }`);
  });

  it('moves the list window as listWindow() does: six rows on wide screens, three on phones', () => {
    const step = 100 / count;
    // Six rows: the current one third, so the window moves from the third venture to the sixth from last.
    const wide = keyframes('banner-list-window');
    expect(wide).toContain(`0%, ${2 * step}% { transform: translateY(0); animation-timing-function: steps(${count - 6}, end); }`);
    expect(wide).toContain(`${(count - 4) * step}%, 100% { transform: translateY(calc(${count - 6} * -3.25rem)); }`);
    expect(css).toContain(`animation: banner-list-window ${round} infinite;`);
    const narrow = keyframes('banner-list-window-mobile');
    expect(narrow).toContain(`0%, ${step}% { transform: translateY(0); animation-timing-function: steps(${count - 3}, end); }`);
    expect(narrow).toContain(`${(count - 2) * step}%, 100% { transform: translateY(calc(${count - 3} * -3.25rem)); }`);
  });
});
