// The public pages as the server renders them (web/src/entry-server.tsx) show each picture with
// the media library's alt text and keep its focal point in a crop (issue 24), so the HTML carries
// both before any JavaScript runs: the reply's `<base>_alt` and `<base>_focus` beside the image.
import { describe, expect, it } from 'vitest';
import type { NewsItem, VenturePublic } from '../../common/api-types';
import { backendPaths, backendUrl } from '../../common/backend-urls';
import { renderPage } from '../../web/src/entry-server';

const picture = 'uploads/0123456789abcdef0123456789abcdef_1600x400.jpg';

function newsItem(details: Partial<NewsItem>): NewsItem {
  return {
    id: 7,
    slug: 'office-in-guwahati',
    title: 'An office in Guwahati',
    content: '<p>The group opened an office in Guwahati.</p>',
    year: '2026',
    image_url: picture,
    formattedDate: 'November 25, 2026',
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...details,
  };
}

/** The <img> tags of `html` showing the news picture. */
function newsPictures(html: string): string[] {
  return html.match(/<img[^>]*0123456789abcdef0123456789abcdef_1600x400\.jpg[^>]*>/g) ?? [];
}

const renderNewsItem = (item: NewsItem) => renderPage(`/sjg/single-news/${item.slug}`, { [backendUrl(backendPaths.news, { slug: item.slug })]: { news: item } });

describe('pictures on server-rendered public pages', () => {
  it("renders a news item's picture with the library's alt text and its focal point as object-position", async () => {
    const html = await renderNewsItem(newsItem({ image_alt: 'Staff at the new Guwahati office', image_focus: '6.3% 50%' }));
    const [image] = newsPictures(html);
    expect(image).toContain('alt="Staff at the new Guwahati office"');
    expect(image).toMatch(/style="object-position:6.3% 50%;/);
  });

  it('renders a decorative picture with an empty alt, and a centred one without an object-position', async () => {
    const [image] = newsPictures(await renderNewsItem(newsItem({ image_alt: '', image_focus: null })));
    expect(image).toContain('alt=""');
    expect(image).not.toContain('object-position');
  });

  it("keeps the page's own alt text when the picture is not in the library", async () => {
    const [image] = newsPictures(await renderNewsItem(newsItem({ image_alt: null, image_focus: null })));
    expect(image).toContain('alt=""');
    expect(image).not.toContain('object-position');
  });

  it('renders the news list cards with the alt text and focal point of each picture', async () => {
    const reply = { news: [newsItem({ image_alt: 'Staff at the new Guwahati office', image_focus: '10% 90%' })], total_pages: 1 };
    const html = await renderPage('/sjg/news', { [backendUrl(backendPaths.news, { page: 1 })]: reply });
    const [image] = newsPictures(html);
    expect(image).toContain('alt="Staff at the new Guwahati office"');
    expect(image).toMatch(/style="object-position:10% 90%;/);
  });

  it("prefers a gallery row's own alt text to the library's, and uses the library's when the row has none", async () => {
    const venture: VenturePublic = {
      id: 3,
      slug: 'northern-tea',
      title: 'Northern Tea',
      logo: null,
      banner_image: null,
      about_description: 'Tea gardens.',
      about_image: null,
      stats: [],
      subcategories: [],
      clients: [],
      gallery: [
        { id: 1, image: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa_800x600.jpg', altText: 'Pickers at dawn', image_alt: 'Library text', image_focus: null, caption: '' },
        { id: 2, image: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb_800x600.jpg', altText: '', image_alt: 'The withering shed', image_focus: '25% 75%', caption: '' },
      ],
    };
    const html = await renderPage(`/sjg/singleventure/${venture.slug}`, { [backendUrl(backendPaths.ventures, { slug: venture.slug })]: { venture } });
    expect(html).toMatch(/<img[^>]*aaaaaaaa[^>]*alt="Pickers at dawn"|<img[^>]*alt="Pickers at dawn"[^>]*aaaaaaaa/);
    const [shed] = html.match(/<img[^>]*bbbbbbbb[^>]*>/g) ?? [];
    expect(shed).toContain('alt="The withering shed"');
    expect(shed).toMatch(/style="object-position:25% 75%;/);
  });
});
