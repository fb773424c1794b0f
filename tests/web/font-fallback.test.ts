// The fallback faces in web/src/styles/fonts.css carry the metric overrides capsize computes for
// Mukta over Arial and Roboto: text shown before the web font arrives takes Mukta's room, so the
// swap moves nothing. A changed typeface or a hand-edited number fails here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';

// The three faces' metrics as @capsizecss/metrics 4.3.0 publishes them, written here because that
// package would be most of an install for three records (bench/RESULTS-archive.md); Mukta's are
// checked against the file the site serves below, and Arial and Roboto are not ours to change.
// xWidthAvg is capsize's letter-frequency-weighted average advance of the Latin subset.
const mukta: FontMetrics = { familyName: 'Mukta', fullName: 'Mukta Regular', postscriptName: 'Mukta-Regular', category: 'sans-serif', capHeight: 630, ascent: 1130, descent: -532, lineGap: 0, unitsPerEm: 1000, xHeight: 468, xWidthAvg: 420 };
const arial: FontMetrics = { familyName: 'Arial', fullName: 'Arial', postscriptName: 'ArialMT', category: 'sans-serif', capHeight: 1467, ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xHeight: 1062, xWidthAvg: 913 };
const roboto: FontMetrics = { familyName: 'Roboto', fullName: 'Roboto Regular', postscriptName: 'Roboto-Regular', category: 'sans-serif', capHeight: 1456, ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xHeight: 1082, xWidthAvg: 911 };

const muktaWoff = path.resolve(import.meta.dirname, '../../node_modules/@fontsource/mukta/files/mukta-latin-400-normal.woff');

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
  it('is computed from the vertical metrics of the Mukta the site serves', async () => {
    const bytes = await readFile(muktaWoff);
    const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    const { hhea, os2 } = font.tables;
    expect({ unitsPerEm: font.unitsPerEm, ascent: hhea.ascender, descent: hhea.descender, lineGap: hhea.lineGap, capHeight: os2.sCapHeight, xHeight: os2.sxHeight }).toEqual({
      unitsPerEm: mukta.unitsPerEm,
      ascent: mukta.ascent,
      descent: mukta.descent,
      lineGap: mukta.lineGap,
      capHeight: mukta.capHeight,
      xHeight: mukta.xHeight,
    });
  });

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
