// Ordering by drag and drop (issue 24): one request per move writes one row's key, the public
// reads follow the order, new items go first (ventures and team: last), a venture's rows move
// within their venture, two editors moving at once leave a valid order with both moves applied,
// and many moves into one gap respread the keys.
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_KEY_REBALANCE_LENGTH } from '../../common/order-keys.js';
import { orderingMessages, type OrderKind } from '../../common/ordering.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeVenture, type MadeVenture } from '../ventures/ventures-harness.js';

let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => t?.close());

const tables = {
  ventures: { table: 'ventures', key: 'position' },
  testimonials: { table: 'testimonials', key: 'sort_key' },
  team: { table: 'team_members', key: 'sort_key' },
  gallery: { table: 'venture_gallery', key: 'position' },
  subcategories: { table: 'venture_subcategories', key: 'position' },
  clients: { table: 'venture_clients', key: 'position' },
} as const;

/** Every row's key of a list, by id. */
async function keysOf(kind: OrderKind, ventureId?: number): Promise<Map<number, string>> {
  const { table, key } = tables[kind];
  const scope = ventureId === undefined ? sql`true` : sql`venture_id = ${ventureId}`;
  const { rows } = await sql<{ id: number; key: string }>`select id, ${sql.ref(key)} as key from ${sql.table(table)} where ${scope}`.execute(t.db);
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** The ids of a list in key order, as the database sorts them. */
async function orderOf(kind: OrderKind, ventureId?: number): Promise<number[]> {
  return [...(await keysOf(kind, ventureId)).entries()].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id]) => id);
}

function move(kind: string, body: Record<string, unknown>, agent = admin.agent) {
  return agent.post(`/backend/admin/order/${kind}`).send(body);
}

/** The order after moving `id` right after `afterId` (null: first), as the server should leave it. */
function expectedAfter(ids: number[], id: number, afterId: number | null): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = afterId === null ? 0 : rest.indexOf(afterId) + 1;
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

async function publicVentureTitles(): Promise<string[]> {
  const res = await siteAgent(t).agent.get('/backend/ventures/get_venture.php?page=1&view=summary');
  return (res.body.ventures as { title: string }[]).map((venture) => venture.title);
}

describe('ventures', () => {
  let made: MadeVenture[];
  beforeEach(async () => {
    await t.db.deleteFrom('ventures').execute();
    made = [];
    for (const title of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) made.push(await makeVenture(t, title));
  });

  it('adds new ventures last', async () => {
    expect(await orderOf('ventures')).toEqual(made.map((venture) => venture.id));
    expect(await publicVentureTitles()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  });

  it('moves a venture with one request that changes exactly one row, and the public grid follows', async () => {
    const before = await keysOf('ventures');
    const res = await move('ventures', { id: made[4]!.id, after_id: made[0]!.id });
    expect(res.body).toEqual({ status: 'success', ok: true, message: orderingMessages.saved, id: made[4]!.id });
    const after = await keysOf('ventures');
    const changed = [...after.keys()].filter((id) => after.get(id) !== before.get(id));
    expect(changed).toEqual([made[4]!.id]);
    expect(await publicVentureTitles()).toEqual(['Alpha', 'Echo', 'Bravo', 'Charlie', 'Delta']);
    // The admin's "Public display order" too.
    const adminList = await admin.agent.get('/backend/ventures/ventures_api.php?page=1&sort=position');
    expect((adminList.body.ventures as { title: string }[]).map((venture) => venture.title)).toEqual(['Alpha', 'Echo', 'Bravo', 'Charlie', 'Delta']);
  });

  it('moves to the very start (after_id null), the very end (before_id null), and before an item', async () => {
    await move('ventures', { id: made[3]!.id, after_id: null }).expect(200);
    expect(await publicVentureTitles()).toEqual(['Delta', 'Alpha', 'Bravo', 'Charlie', 'Echo']);
    await move('ventures', { id: made[0]!.id, before_id: null }).expect(200);
    expect(await publicVentureTitles()).toEqual(['Delta', 'Bravo', 'Charlie', 'Echo', 'Alpha']);
    await move('ventures', { id: made[4]!.id, before_id: made[1]!.id }).expect(200);
    expect(await publicVentureTitles()).toEqual(['Delta', 'Echo', 'Bravo', 'Charlie', 'Alpha']);
  });

  it('leaves an item already in place untouched', async () => {
    const before = await keysOf('ventures');
    await move('ventures', { id: made[1]!.id, after_id: made[0]!.id }).expect(200);
    expect(await keysOf('ventures')).toEqual(before);
  });

  it('refuses a bad kind, both or neither anchor, an item beside itself, and unknown ids', async () => {
    expect((await move('pages', { id: made[0]!.id, after_id: null })).body.error).toBe(orderingMessages.badKind);
    expect((await move('ventures', { id: made[0]!.id })).body.error).toBe(orderingMessages.oneAnchor);
    expect((await move('ventures', { id: made[0]!.id, after_id: null, before_id: null })).body.error).toBe(orderingMessages.oneAnchor);
    expect((await move('ventures', { id: made[0]!.id, after_id: made[0]!.id })).body.error).toBe(orderingMessages.selfAnchor);
    expect((await move('ventures', { id: 999_999, after_id: null })).status).toBe(404);
    expect((await move('ventures', { id: made[0]!.id, after_id: 999_999 })).status).toBe(404);
  });

  it('needs an editor: no session is 401, a viewer 403', async () => {
    expect((await move('ventures', { id: made[0]!.id, after_id: null }, siteAgent(t).agent)).status).toBe(401);
    const viewer = await loginAgent(t, { role: 'viewer' });
    expect((await move('ventures', { id: made[0]!.id, after_id: null }, viewer.agent)).status).toBe(403);
  });

  it('records the move in the audit log', async () => {
    await move('ventures', { id: made[2]!.id, after_id: null }).expect(200);
    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reorder').where('item_id', '=', made[2]!.id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ item_kind: 'ventures', item_title: 'Charlie', user_id: admin.admin.id });
  });

  it('applies two moves sent at the same moment one after the other: a valid order with both moves in it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const start = await orderOf('ventures');
      const [a, b] = [start[round % 5]!, start[(round + 2) % 5]!];
      const [anchorA, anchorB] = [start[(round + 3) % 5]!, start[(round + 4) % 5]!];
      const results = await Promise.all([move('ventures', { id: a, after_id: anchorA }), move('ventures', { id: b, after_id: anchorB })]);
      expect(results.map((res) => res.status)).toEqual([200, 200]);
      const final = await orderOf('ventures');
      expect([...final].sort()).toEqual([...start].sort());
      const keys = [...(await keysOf('ventures')).values()];
      expect(new Set(keys).size).toBe(keys.length);
      const aThenB = expectedAfter(expectedAfter(start, a, anchorA), b, anchorB);
      const bThenA = expectedAfter(expectedAfter(start, b, anchorB), a, anchorA);
      expect([aThenB, bThenA]).toContainEqual(final);
    }
  });

  it(`respreads the keys when moves into one gap push a key past ${ORDER_KEY_REBALANCE_LENGTH} characters, keeping the order`, async () => {
    // Alternately put Echo and Delta right after Alpha: each new key lands in the same, shrinking gap.
    let expected = await orderOf('ventures');
    for (let i = 0; i < 300; i += 1) {
      const id = i % 2 === 0 ? made[4]!.id : made[3]!.id;
      await move('ventures', { id, after_id: made[0]!.id }).expect(200);
      expected = expectedAfter(expected, id, made[0]!.id);
    }
    expect(await orderOf('ventures')).toEqual(expected);
    const keys = [...(await keysOf('ventures')).values()];
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(ORDER_KEY_REBALANCE_LENGTH);
  });
});

describe('testimonials and the team', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('testimonials').execute();
    await t.db.deleteFrom('team_members').execute();
  });

  async function addTestimonial(name: string): Promise<number> {
    const res = await admin.agent
      .post('/backend/testimonials/testimonials_api.php')
      .field('type', 'insert')
      .field('name', name)
      .field('position', 'Partner')
      .field('stars', '4')
      .field('review', 'Good.');
    return res.body.id as number;
  }

  async function addTeamMember(name: string): Promise<number> {
    const res = await admin.agent.post('/backend/admin/team').field('name', name).field('position', 'Director');
    return res.body.id as number;
  }

  it('puts a new testimonial first, and the public list and the About page read follow a move', async () => {
    const ids = [];
    for (const name of ['One', 'Two', 'Three']) ids.push(await addTestimonial(name));
    const names = async () => ((await siteAgent(t).agent.get('/backend/testimonials/testimonials_api.php?page=1')).body.testimonials as { name: string }[]).map((item) => item.name);
    expect(await names()).toEqual(['Three', 'Two', 'One']);
    await move('testimonials', { id: ids[0], after_id: null }).expect(200);
    expect(await names()).toEqual(['One', 'Three', 'Two']);
    // The admin lists them in that order too when asked for it.
    const adminList = await admin.agent.get('/backend/admin/items/testimonials?page=1&sort=order');
    expect((adminList.body.testimonials as { name: string }[]).map((item) => item.name)).toEqual(['One', 'Three', 'Two']);
  });

  it('puts a new team member last, and the public list follows a move', async () => {
    const ids = [];
    for (const name of ['Ann', 'Ben', 'Cat']) ids.push(await addTeamMember(name));
    const names = async () => ((await siteAgent(t).agent.get('/backend/team/team_api.php?page=1')).body.team as { name: string }[]).map((item) => item.name);
    expect(await names()).toEqual(['Ann', 'Ben', 'Cat']);
    await move('team', { id: ids[2], after_id: null }).expect(200);
    expect(await names()).toEqual(['Cat', 'Ann', 'Ben']);
    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reorder').where('item_kind', '=', 'team').executeTakeFirstOrThrow();
    expect(entry.item_title).toBe('Cat');
  });
});

describe("a venture's gallery, subcategories and clients", () => {
  let one: MadeVenture;
  let other: MadeVenture;
  beforeEach(async () => {
    await t.db.deleteFrom('ventures').execute();
    one = await makeVenture(t, 'Harbour Foods', { gallery: 3, subcategories: 3, clients: 3 });
    other = await makeVenture(t, 'Tidal Energy', { gallery: 2, subcategories: 1, clients: 1 });
  });

  async function publicRows() {
    const res = await request(t.app).get(`/backend/ventures/get_venture.php?slug=${one.slug}`);
    const venture = res.body.venture as Record<'gallery' | 'subcategories' | 'clients', { id: number; image: string; name?: string }[]>;
    return venture;
  }

  it('keeps rows added together in the order given, before the ones already there', async () => {
    const before = await publicRows();
    expect(before.gallery.map((item) => item.image)).toEqual(['harbour-foods-gallery-1.jpg', 'harbour-foods-gallery-2.jpg', 'harbour-foods-gallery-3.jpg']);
    const { insertGalleryImages } = await import('../../server/src/ventures/ventures.repository.js');
    await insertGalleryImages(t.db, one.id, [{ image: 'new-1.jpg' }, { image: 'new-2.jpg' }]);
    const after = await publicRows();
    expect(after.gallery.map((item) => item.image)).toEqual(['new-1.jpg', 'new-2.jpg', 'harbour-foods-gallery-1.jpg', 'harbour-foods-gallery-2.jpg', 'harbour-foods-gallery-3.jpg']);
  });

  it.each(['gallery', 'subcategories', 'clients'] as const)('moves %s within their venture: one row changes, the public venture follows', async (kind) => {
    const ids = (await publicRows())[kind].map((item) => item.id);
    const otherKeys = await keysOf(kind, other.id);
    const before = await keysOf(kind, one.id);
    await move(kind, { id: ids[2], after_id: null }).expect(200);
    const after = await keysOf(kind, one.id);
    expect([...after.keys()].filter((id) => after.get(id) !== before.get(id))).toEqual([ids[2]]);
    expect((await publicRows())[kind].map((item) => item.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(await keysOf(kind, other.id)).toEqual(otherKeys);
    // The audit entry names the venture.
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'reorder')
      .where('item_id', '=', one.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ item_kind: 'ventures', item_title: 'Harbour Foods', changed_fields: [kind] });
  });

  it("refuses to place a row beside another venture's row", async () => {
    const mine = (await publicRows()).gallery[0]!.id;
    const theirs = (await orderOf('gallery', other.id))[0]!;
    const res = await move('gallery', { id: mine, after_id: theirs });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(orderingMessages.otherList);
  });

  it('applies two concurrent moves of one gallery, both in some order', async () => {
    const start = await orderOf('gallery', one.id);
    const [a, b, c] = start as [number, number, number];
    const results = await Promise.all([move('gallery', { id: c, after_id: null }), move('gallery', { id: a, after_id: b })]);
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    const final = await orderOf('gallery', one.id);
    const cThenA = expectedAfter(expectedAfter(start, c, null), a, b);
    const aThenC = expectedAfter(expectedAfter(start, a, b), c, null);
    expect([cThenA, aThenC]).toContainEqual(final);
  });
});
