// The media-library migration on a database that already holds uploads (issue 24): every stored
// image an item names is registered once, with its item's title as alt text and the size its name
// carries; full URLs and names that are not ours are not; a file two items share takes the older
// item's title. Afterwards the trigger registers names the app did not, and down and up again
// register the same files.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrator.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const PREVIOUS = '2026-11-25T12-30-00_site-settings';
const MEDIA = '2026-11-26T00-00-00_media-library';
const processed = (digit: string, width: number, height: number) => `${digit.repeat(32)}_${width}x${height}.jpg`;

describe('the media-library migration on existing uploads', () => {
  let database: TestDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: any;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    db = database.db;
    await migrateTo(db, PREVIOUS);
    const news = (slug: string, title: string, image: string | null, minutes: number) =>
      db.insertInto('news').values({ slug, title, content: '<p>x</p>', year: '2026', image_url: image, created_at: new Date(Date.UTC(2026, 0, 1, 10, minutes)) }).execute();
    await news('older', 'Older Story', `uploads/${processed('a', 1200, 800)}`, 0);
    await news('newer', 'Newer Story', `uploads/${processed('a', 1200, 800)}`, 5);
    await news('legacy', 'Legacy Story', 'uploads/AbCdEfGhIjKlMnOp.png', 10);
    await news('bare', 'No Picture', null, 15);
    await db.insertInto('blogs').values({ slug: 'remote', title: 'Remote', content: '<p>x</p>', image_url: 'https://example.com/picture.jpg' }).execute();
    await db.insertInto('team_members').values({ name: 'Asha Rao', position: 'COO', photo: processed('b', 400, 400) }).execute();
    await db.insertInto('team_members').values({ name: 'Bad Name', position: 'X', photo: '../etc/passwd.jpg' }).execute();
    await migrateToLatest(db);
  });
  afterAll(async () => database?.drop());

  const rows = async () =>
    (await sql<{ area: string; name: string; width: number | null; height: number | null; bytes: number | null; alt_text: string }>`
      select area, name, width, height, bytes, alt_text from media order by name`.execute(db)).rows;

  it('registers each stored image once, with its item title as alt text and the size its name carries', async () => {
    expect(await rows()).toEqual([
      { area: 'news', name: 'AbCdEfGhIjKlMnOp.png', width: null, height: null, bytes: null, alt_text: 'Legacy Story' },
      { area: 'news', name: processed('a', 1200, 800), width: 1200, height: 800, bytes: null, alt_text: 'Older Story' },
      { area: 'team', name: processed('b', 400, 400), width: 400, height: 400, bytes: null, alt_text: 'Asha Rao' },
    ]);
    const uses = await sql<{ kind: string; label: string }>`select kind, label from media_uses where name = ${processed('a', 1200, 800)} order by label`.execute(db);
    expect(uses.rows).toEqual([
      { kind: 'news', label: 'Newer Story' },
      { kind: 'news', label: 'Older Story' },
    ]);
  });

  it('registers a name written later by the trigger, and the same files again after down and up', async () => {
    await db.insertInto('news').values({ slug: 'later', title: 'Later Story', content: '<p>x</p>', year: '2026', image_url: `uploads/${processed('c', 640, 480)}` }).execute();
    expect((await rows()).find((row) => row.name === processed('c', 640, 480))).toMatchObject({ area: 'news', alt_text: 'Later Story', width: 640 });
    const before = await rows();
    await migrateTo(db, PREVIOUS);
    expect((await sql`select to_regclass('media') as media`.execute(db)).rows).toEqual([{ media: null }]);
    await migrateTo(db, MEDIA);
    await migrateToLatest(db);
    expect(await rows()).toEqual(before);
  });
});
