import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverSvg, portraitSvg } from '../../seed/artwork/editorial-artwork.js';
import { renderImage } from '../../seed/artwork/render.js';
import {
  clientLogoSvg,
  ventureAboutSvg,
  ventureBannerSvg,
  ventureGallerySvg,
  ventureLogoSvg,
  ventureStatsSvg,
  ventureSubcategorySvg,
  type Brand,
} from '../../seed/artwork/venture-artwork.js';
import { escapeXml, initialsOf, wrapText } from '../../seed/artwork/svg.js';
import { createLimiter } from '../../server/src/concurrency.js';
import { ventures } from '../../seed/content/ventures.js';
import { brandOf } from '../../seed/seed-ventures.js';

const brand: Brand = {
  name: 'Loom & Thread <Apparel>',
  number: '09',
  initials: 'LTA',
  tagline: 'Quotes "and" apostrophes aren\'t a problem',
  palette: { from: '#1f1147', to: '#5a3ea8', accent: '#ff8c69', ink: '#ffffff' },
  motif: 'diagonals',
};

describe('seed artwork', () => {
  it('renders a banner with XML-special characters in its texts at 1900x600', async () => {
    const image = await renderImage(ventureBannerSvg(brand), 'jpg', 1_048_576);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1900, height: 600 });
  });

  it('draws every kind of artwork as well-formed SVG, whatever its texts hold', async () => {
    // Ampersands that a case change would turn into "&AMP;", markup, quotes, a control character
    // and a lone surrogate (neither may appear in XML), and a letter that upper-cases to two.
    const hostile = 'R&d <b>"Straße"</b> it\'s \u0007 \uD800 & co.';
    const odd: Brand = { ...brand, name: hostile, initials: 'R&D', tagline: hostile };
    const drawings = {
      logo: ventureLogoSvg(odd),
      banner: ventureBannerSvg(odd),
      about: ventureAboutSvg(odd),
      stats: ventureStatsSvg(odd, '&1', hostile),
      subcategory: ventureSubcategorySvg(odd, hostile, 0),
      client: clientLogoSvg(hostile),
      gallery: ventureGallerySvg(odd, 'interior', hostile),
      cover: coverSvg(hostile, hostile, 0),
      person: portraitSvg(hostile, 'person', 400, 0),
      institution: portraitSvg(hostile, 'institution', 600, 0),
    };
    for (const [kind, svg] of Object.entries(drawings)) {
      expect(svg, kind).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
      // librsvg parses with libxml2 and refuses a document that is not well-formed XML.
      expect(await sharp(Buffer.from(svg)).metadata(), kind).toMatchObject({ format: 'svg' });
    }
    expect(escapeXml('R&D'.toUpperCase())).toBe('R&amp;D');
  });

  it('draws subcategory artwork with no text and no rule of its own, as the page lays the name over it', () => {
    ventures.forEach((venture, i) => {
      venture.subcategories.forEach((name, index) => {
        const svg = ventureSubcategorySvg(brandOf(venture, i + 1), name, index);
        expect(svg, `${venture.title}: ${name}`).not.toMatch(/<text[\s>]/);
        // Outside the gradients and the background motif, the only rectangle is the background.
        const drawn = svg.replace(/<defs>.*?<\/defs>/s, '').replace(/<g>.*?<\/g>/s, '');
        expect(drawn.match(/<rect\b/g), `${venture.title}: ${name}`).toHaveLength(1);
        expect(drawn).toContain('<rect width="400" height="700" fill="url(#bg)"/>');
      });
    });
  });

  it('draws the same artwork on every run', () => {
    expect(ventureBannerSvg(brand)).toBe(ventureBannerSvg({ ...brand }));
    expect(clientLogoSvg('Metro Kirana Alliance')).toBe(clientLogoSvg('Metro Kirana Alliance'));
  });

  it('refuses an image over the limit of its kind', async () => {
    await expect(renderImage(clientLogoSvg('Metro Kirana Alliance'), 'png', 100)).rejects.toThrow(/exceeds its 100-byte limit/);
  });

  it('wraps text at spaces and takes initials from significant words', () => {
    expect(wrapText('Beach Resorts and Spas', 14)).toEqual(['Beach Resorts', 'and Spas']);
    expect(initialsOf('Bank of the Deccan Plateau')).toBe('BDP');
    expect(initialsOf('Meera Kulkarni', 2)).toBe('MK');
  });
});

describe('seed concurrency limiter', () => {
  it('never runs more tasks at once than its limit', async () => {
    const run = createLimiter(2);
    let active = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 5));
          active -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
  });
});
