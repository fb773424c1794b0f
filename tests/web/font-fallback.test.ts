// The fallback faces in web/src/styles/fonts.css carry the metric overrides capsize computes for
// Mukta over Arial and Roboto: text shown before the web font arrives takes Mukta's room, so the
// swap moves nothing. A changed typeface or a hand-edited number fails here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import mukta from '@capsizecss/metrics/mukta';
import roboto from '@capsizecss/metrics/roboto';
import { describe, expect, it } from 'vitest';

const fontsCss = path.resolve(import.meta.dirname, '../../web/src/styles/fonts.css');
const tokensCss = path.resolve(import.meta.dirname, '../../web/src/styles/tokens.css');

type Overrides = Record<string, string>;

/** Each regular-weight @font-face's descriptors by family name (bold faces are checked in the browser). */
function fontFaces(css: string): Map<string, Overrides> {
  const faces = new Map<string, Overrides>();
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const descriptors: Overrides = {};
    for (const [, name, value] of body!.matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)) descriptors[name!] = value!.trim();
    const family = descriptors['font-family']?.replace(/^['"]|['"]$/g, '');
    const regular = (descriptors['font-weight'] ?? '400') === '400';
    if (family && regular) faces.set(family, descriptors);
  }
  return faces;
}

const overrideNames = ['ascent-override', 'descent-override', 'size-adjust'];

describe('the web font fallback', () => {
  it('carries the overrides computed from Mukta’s and the local fonts’ metrics', async () => {
    const faces = fontFaces(await readFile(fontsCss, 'utf8'));
    const computed = fontFaces(createFontStack([mukta, arial, roboto]).fontFaces);

    expect([...computed.keys()]).toEqual(['Mukta Fallback: Arial', 'Mukta Fallback: Roboto']);
    for (const [family, expected] of computed) {
      const written = faces.get(family);
      expect(written, family).toBeDefined();
      for (const name of overrideNames) expect(written![name], `${family} ${name}`).toBe(expected[name]);
      for (const source of expected['src']!.split(/,\s*/)) expect(written!['src'], family).toContain(source);
    }
  });

  it('is named in the font stack right after Mukta, before any unadjusted font', async () => {
    const tokens = (await readFile(tokensCss, 'utf8')).replace(/\s+/g, ' ');
    // The fallback alone until the page has painted, then Mukta in front of it (<html data-fonts>).
    expect(/--font-fallback: ([^;]+);/.exec(tokens)?.[1]).toMatch(/^'Mukta Fallback: Arial', 'Mukta Fallback: Roboto', /);
    expect(/:root \{[^}]*--font-sans: ([^;]+);/.exec(tokens)?.[1]).toBe('var(--font-fallback)');
    expect(/:root\[data-fonts\] \{ --font-sans: ([^;]+); \}/.exec(tokens)?.[1]).toBe('Mukta, var(--font-fallback)');
  });
});
