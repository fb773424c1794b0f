import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImage } from '../../seed/artwork/render.js';
import { clientLogoSvg, ventureBannerSvg, type Brand } from '../../seed/artwork/venture-artwork.js';
import { initialsOf, wrapText } from '../../seed/artwork/svg.js';
import { createLimiter } from '../../seed/concurrency.js';

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
