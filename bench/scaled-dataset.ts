// A scaled dataset written with a handful of INSERT … SELECT generate_series statements (seconds,
// not minutes): text rows plus a few shared image names in the processed-image format, so the
// replies carry their variants as real ones would. The files themselves need not exist.
import type pg from 'pg';

export type ScaledCounts = { news: number; blogs: number; ventures: number; investors: number; testimonials: number };

export const benchCounts: ScaledCounts = { news: 10_000, blogs: 10_000, ventures: 500, investors: 2_000, testimonials: 1_000 };

const image = '0123456789abcdef0123456789abcdef_1600x1000.jpg';
/** Twenty topics: a search for one of them matches one row in twenty. */
const topics = `(array['casino','lottery','hospitality','beverages','real estate','healthcare','apparel','food',
  'gaming','terminals','logistics','media','education','energy','finance','retail','travel','sports','music','art'])`;
const paragraph = `'<p>' || repeat('SJG Group keeps growing across India with new partners and projects. ', 12) || '</p>'`;
/** A blog post is an article: six paragraphs, about 5 KB (a news item is one). */
const article = `repeat(${paragraph}, 6)`;

export async function seedScaledDataset(client: pg.Pool | pg.Client, counts: Partial<ScaledCounts> = {}): Promise<void> {
  const n = { ...benchCounts, ...counts };
  // created_at one minute apart, newest first by id, like a site filled over the years. In batches:
  // indexing 10,000 rows in one statement can outlast the pool's statement timeout on a busy machine.
  for (let from = 1; from <= n.news; from += 2_000) {
    await client.query(
      `insert into news (slug, title, content, year, image_url, created_at, updated_at)
       select 'bench-news-' || i, 'News ' || i || ' on ' || ${topics}[1 + i % 20], ${paragraph}, (2000 + i % 26)::text,
              'uploads/${image}', now() - make_interval(mins => $1 - i), now() - make_interval(mins => $1 - i)
       from generate_series($2::int, least($2::int + 1999, $1::int)) as i`,
      [n.news, from],
    );
  }
  for (let from = 1; from <= n.blogs; from += 2_000) {
    await client.query(
      `insert into blogs (slug, title, content, image_url, created_at, updated_at)
       select 'bench-blog-' || i, 'Blog ' || i || ' about ' || ${topics}[1 + (i * 7) % 20], ${article},
              'uploads/${image}', now() - make_interval(mins => $1 - i), now() - make_interval(mins => $1 - i)
       from generate_series($2::int, least($2::int + 1999, $1::int)) as i`,
      [n.blogs, from],
    );
  }
  await client.query(
    `insert into investors (slug, investor_name, investor_image, created_at, updated_at)
     select 'bench-investor-' || i, 'Investor ' || i, '${image}', now() - make_interval(mins => $1 - i), now() - make_interval(mins => $1 - i)
     from generate_series(1, $1::int) as i`,
    [n.investors],
  );
  await client.query(
    `insert into testimonials (slug, name, position, stars, review, image_url, created_at, updated_at)
     select 'bench-testimonial-' || i, 'Client ' || i, 'Director', (i % 11) / 2.0,
            repeat('A reliable partner for years. ', 6), 'uploads/${image}',
            now() - make_interval(mins => $1 - i), now() - make_interval(mins => $1 - i)
     from generate_series(1, $1::int) as i`,
    [n.testimonials],
  );
  await client.query(
    `insert into ventures (slug, title, logo_url, img_banner_url, about_desc, about_img_url, position)
     select 'bench-venture-' || i, 'Venture ' || i || ' ' || ${topics}[1 + i % 20], '${image}', '${image}',
            repeat('A venture of the group serving customers across the country. ', 8), '${image}', i
     from generate_series(1, $1::int) as i`,
    [n.ventures],
  );
  // Every venture: its stats, 3 subcategories, 4 clients and a gallery of 8.
  await client.query(
    `insert into venture_stats (venture_id, stats_image, stats_right_section_title, stats_right_section_content,
                                stats_left_section_title, stats_left_section_content)
     select id, '${image}', 'Reach', '500+ outlets', 'Since', '1998' from ventures`,
  );
  await client.query(
    `insert into venture_subcategories (venture_id, name, banner_image, position)
     select v.id, 'Line ' || k, '${image}', k from ventures v, generate_series(1, 3) as k`,
  );
  await client.query(
    `insert into venture_clients (venture_id, client_name, client_image, position)
     select v.id, 'Client ' || k, '${image}', k from ventures v, generate_series(1, 4) as k`,
  );
  await client.query(
    `insert into venture_gallery (venture_id, image, alt_text, position)
     select v.id, '${image}', 'Gallery picture ' || k, k from ventures v, generate_series(1, 8) as k`,
  );
  // Vacuumed as autovacuum would have long before anyone measured a live site: right after a bulk
  // insert no page is marked all-visible, and every index-only scan would read the table too.
  await client.query('vacuum analyze');
}
