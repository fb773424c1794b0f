// Home's banner rotates by CSS until React takes it over (ventures-banner.css): the stylesheet
// spells out the round in seconds, steps and distances, which must agree with the banner's
// constants, or the CSS rotation would drift from the one React goes on with. Only `transform` is
// animated, which the compositor runs without the main thread.
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
  it('animates transform alone, in every keyframe', () => {
    const names = [...css.matchAll(/@keyframes ([\w-]+) \{/g)].map((match) => match[1]!);
    expect(names).toEqual(['banner-slides', 'banner-list-window', 'banner-list-window-mobile', 'banner-lit-row', 'banner-lit-rows', 'banner-captions']);
    for (const name of names) {
      const properties = [...keyframes(name).matchAll(/([\w-]+):/g)].map((match) => match[1]);
      expect(new Set(properties), name).toEqual(new Set(name.startsWith('banner-list-window') ? ['transform', 'animation-timing-function'] : ['transform']));
    }
  });

  it('moves the slide track, the lit row and its copy, and the caption ticker one step a rotation period, over every built-in venture in a round', () => {
    const everyStep = `${round} steps(${count}, end) infinite;`;
    expect(css).toContain(`animation: banner-slides ${everyStep}`);
    expect(keyframes('banner-slides')).toContain(`to { transform: translateX(-${count * 100}%); }`);
    expect(css).toContain(`animation: banner-lit-row ${everyStep}`);
    expect(keyframes('banner-lit-row')).toContain(`to { transform: translateY(calc(${count} * 3.25rem)); }`);
    expect(css).toContain(`animation: banner-lit-rows ${everyStep}`);
    expect(keyframes('banner-lit-rows')).toContain(`to { transform: translateY(calc(${count} * -3.25rem)); }`);
    expect(css).toContain(`animation: banner-captions ${everyStep}`);
    expect(css).toContain('--banner-caption-line: 3.5rem;');
    expect(keyframes('banner-captions')).toContain(`to { transform: translateY(calc(${count} * -3.5rem)); }`);
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
