// The site's drawn pictures are served with their text drawn as outlines (scripts/svg-text-outlines.ts),
// made from the editable sources in web/artwork/: a browser lays out SVG text slowly, on the page's
// main thread, and outlines look the same on every device. A source edited without `npm run artwork`
// fails here, and so does a picture with text added to web/public/images/ without a source.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artworkSets, publicImages, svgSourcesIn } from '../../scripts/outline-artwork';
import { outlineSvgText } from '../../scripts/svg-text-outlines';

/** The horizontal extent of relative path data (m, l, q, c, z only: what the outliner writes). */
function horizontalExtent(d: string): { left: number; right: number } {
  const xs: number[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, letter, numbers] of d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (letter === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const values = (numbers!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const perStep = { m: 2, l: 2, q: 4, c: 6 }[letter as 'm' | 'l' | 'q' | 'c'];
    for (let i = 0; i < values.length; i += perStep) {
      const step = values.slice(i, i + perStep);
      for (let p = 0; p < step.length; p += 2) xs.push(x + step[p]!);
      [x, y] = [x + step[step.length - 2]!, y + step[step.length - 1]!];
      if (letter === 'm' && i === 0) [startX, startY] = [x, y];
    }
  }
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

function outlinedPath(text: string): { d: string; tag: string } {
  const svg = outlineSvgText(`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`);
  const tag = svg.match(/<path [^>]*>/)![0];
  return { d: tag.match(/ d="([^"]*)"/)![1]!, tag };
}

describe('artwork', () => {
  it('serves every picture drawn from a source as its source outlines today', async () => {
    const [banner, pictures] = artworkSets;
    expect(await svgSourcesIn(banner!.sources)).toHaveLength(20);
    expect((await readdir(banner!.outputs)).sort()).toEqual(await svgSourcesIn(banner!.sources));
    expect(await svgSourcesIn(pictures!.sources)).toEqual(['default-news-banner.svg', 'map-india-nepal.svg', 'placeholder.svg']);
    for (const { sources, outputs } of artworkSets) {
      for (const name of await svgSourcesIn(sources)) {
        const served = await readFile(path.join(outputs, name), 'utf8');
        expect(served, name).toBe(outlineSvgText(await readFile(path.join(sources, name), 'utf8')));
      }
    }
  });

  it('serves no SVG with text left in it', async () => {
    const served = (await readdir(publicImages, { recursive: true })).filter((name) => name.endsWith('.svg'));
    expect(served.length).toBeGreaterThan(20);
    for (const name of served) expect(await readFile(path.join(publicImages, name), 'utf8'), name).not.toMatch(/<text\b/);
  });

  it('puts the outlines where the text stood for each anchor, keeping its paint and dropping font attributes', () => {
    const start = outlinedPath('<text x="100" y="50" font-size="40" font-weight="800" fill="#f7c948" opacity="0.7">SJG</text>');
    const middle = outlinedPath('<text x="100" y="50" text-anchor="middle" font-size="40" font-weight="800">SJG</text>');
    const end = outlinedPath('<text x="100" y="50" text-anchor="end" font-size="40" font-weight="800">SJG</text>');
    const width = horizontalExtent(start.d).right - horizontalExtent(start.d).left;
    expect(width).toBeGreaterThan(40);
    // Side bearings keep a glyph a little inside its advance: a unit or two at this size.
    expect(horizontalExtent(start.d).left).toBeGreaterThanOrEqual(100);
    expect(horizontalExtent(start.d).left).toBeLessThan(103);
    const centre = (horizontalExtent(middle.d).left + horizontalExtent(middle.d).right) / 2;
    expect(Math.abs(centre - 100)).toBeLessThan(2);
    expect(horizontalExtent(end.d).right).toBeLessThanOrEqual(100);
    expect(horizontalExtent(end.d).right).toBeGreaterThan(97);
    expect(start.tag).toContain('fill="#f7c948"');
    expect(start.tag).toContain('opacity="0.7"');
    expect(start.tag).not.toMatch(/font-|text-anchor| x=| y=/);
  });

  it('spaces letters by the letter-spacing, in user units, and reads character references', () => {
    const tight = outlinedPath('<text x="0" y="20" font-size="20" font-weight="700">A&amp;B</text>');
    const spaced = outlinedPath('<text x="0" y="20" font-size="20" font-weight="700" letter-spacing="4">A&#38;B</text>');
    const widthOf = (d: string) => horizontalExtent(d).right - horizontalExtent(d).left;
    // Two gaps between three letters: 8 units wider.
    expect(widthOf(spaced.d) - widthOf(tight.d)).toBeCloseTo(8, 0);
  });
});
