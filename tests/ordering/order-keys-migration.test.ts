// The migration that gave ventures, their rows and testimonials order keys (issue 24), on a database
// that holds content: the order visitors saw is kept (ventures and rows by their old integer
// position, testimonials newest first), and a revision written before keys existed restores its
// rows in its order. Down and up again leave the same order.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../server/src/db/migrator.js';
import { applySnapshot } from '../../server/src/editorial/snapshots.repository.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const PREVIOUS = '2026-11-25T10-00-00_accounts';

describe('the order-keys migration on existing content', () => {
  let database: TestDatabase;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: any;
  const ventures: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    db = database.db;
    await migrateTo(db, PREVIOUS);
    // Inserted in one order, displayed in another.
    for (const [title, position] of [['Charlie', 3], ['Alpha', 1], ['Bravo', 2], ['Delta', 3]] as const) {
      ventures[title] = (await db.insertInto('ventures').values({ slug: title.toLowerCase(), title, position }).returning('id').executeTakeFirstOrThrow()).id;
    }
    for (const [image, position] of [['g-third.jpg', 2], ['g-first.jpg', 0], ['g-second.jpg', 1]] as const) {
      await db.insertInto('venture_gallery').values({ venture_id: ventures.Alpha, image, position }).execute();
    }
    for (const [name, minutes] of [['Old', 30], ['Newest', 0], ['Middle', 10]] as const) {
      const at = new Date(Date.UTC(2026, 0, 1, 10, 60 - minutes));
      await db.insertInto('testimonials').values({ slug: name.toLowerCase(), name, position: 'Partner', stars: 4, review: 'Good', created_at: at, updated_at: at }).execute();
    }
    await migrateToLatest(db);
  });
  afterAll(async () => database?.drop());

  const titles = async () => (await sql<{ title: string }>`select title from ventures order by position`.execute(db)).rows.map((row) => row.title);
  const gallery = async () =>
    (await sql<{ image: string }>`select image from venture_gallery where venture_id = ${ventures.Alpha} order by position`.execute(db)).rows.map((row) => row.image);

  it('keeps the display order of ventures (ties by id), their rows, and testimonials newest first', async () => {
    expect(await titles()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(await gallery()).toEqual(['g-first.jpg', 'g-second.jpg', 'g-third.jpg']);
    const testimonials = await sql<{ name: string }>`select name from testimonials order by sort_key`.execute(db);
    expect(testimonials.rows.map((row) => row.name)).toEqual(['Newest', 'Middle', 'Old']);
  });

  it('gives a row inserted without a key one after the last venture, before the first row and testimonial', async () => {
    await db.insertInto('ventures').values({ slug: 'echo', title: 'Echo' }).execute();
    expect(await titles()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    await db.insertInto('venture_gallery').values({ venture_id: ventures.Alpha, image: 'g-new.jpg' }).execute();
    expect((await gallery())[0]).toBe('g-new.jpg');
  });

  it('restores a revision written with integer positions in its order', async () => {
    await applySnapshot(db, 'ventures', ventures.Alpha!, {
      venture: { title: 'Alpha', position: 7 },
      stats: null,
      subcategories: [],
      clients: [],
      gallery: [
        { image: 'r-1.jpg', alt_text: '', caption: '', position: 0 },
        { image: 'r-2.jpg', alt_text: '', caption: '', position: 1 },
      ],
    });
    expect(await gallery()).toEqual(['r-1.jpg', 'r-2.jpg']);
    expect(await titles()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  });

  it('goes down to integer positions and up again with the same order', async () => {
    await migrateTo(db, PREVIOUS);
    const down = await sql<{ title: string; position: number }>`select title, position from ventures order by position, id`.execute(db);
    expect(down.rows.map((row) => row.title)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    await migrateToLatest(db);
    expect(await titles()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  });
});
