// The banner's slides are served as WebP pictures drawn from the editable sources in
// web/artwork/banner/, their text first turned into outlines (scripts/svg-text-outlines.ts): outlines
// look the same on every device, and a WebP is drawn off the page's main thread where an SVG is not.
// A source edited without `npm run artwork:banner` fails here.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BANNER_PICTURE_WIDTHS, bannerPictureFile } from '../../common/banner-pictures';
import { bannerOutputs, bannerSources, drawnSources, drawSlide, sourceHash } from '../../scripts/outline-banner-art';
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

describe('banner artwork', () => {
  it('serves every slide as WebP in each width, drawn from its source as it reads today', async () => {
    const names = (await readdir(bannerSources)).filter((name) => name.endsWith('.svg')).sort();
    expect(names).toHaveLength(20);
    const numbers = names.map((name) => /(\d+)\.svg$/.exec(name)![1]!);
    const drawn = JSON.parse(await readFile(drawnSources, 'utf8')) as Record<string, string>;
    expect(Object.keys(drawn).sort()).toEqual(names);
    expect((await readdir(bannerOutputs)).sort()).toEqual(numbers.flatMap((number) => BANNER_PICTURE_WIDTHS.map((width) => bannerPictureFile(number, width))).sort());
    for (const [index, name] of names.entries()) {
      for (const width of BANNER_PICTURE_WIDTHS) {
        const served = await sharp(path.join(bannerOutputs, bannerPictureFile(numbers[index]!, width))).metadata();
        expect([served.format, served.width, served.height], name).toEqual(['webp', width, (width * 3) / 4]);
      }
      const source = await readFile(path.join(bannerSources, name), 'utf8');
      expect(sourceHash(source), `${name} changed after its pictures were drawn`).toBe(drawn[name]);
      // And the served picture is that source's (not another slide's): lossy compression moves a
      // channel by a level or two on average, another slide by tens.
      const [served, fresh] = await Promise.all([
        sharp(path.join(bannerOutputs, bannerPictureFile(numbers[index]!, 720))).removeAlpha().raw().toBuffer(),
        drawSlide(source, 720).removeAlpha().raw().toBuffer(),
      ]);
      expect(served.length).toBe(fresh.length);
      let difference = 0;
      for (let i = 0; i < served.length; i++) difference += Math.abs(served[i]! - fresh[i]!);
      expect(difference / served.length, name).toBeLessThan(3);
    }
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
