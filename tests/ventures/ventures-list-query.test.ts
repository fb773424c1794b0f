// ventures_api.php's optional ?sort= and ?q= (the admin list), and on_public_grid: which ventures
// the public grid shows, told per venture because a list sorted otherwise cannot tell by rank.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VentureAdmin } from '../../common/api-types.js';
import { PUBLIC_VENTURES_MAX } from '../../common/constants.js';
import { makeVenture, startVentureHarness, type MadeVenture, type VentureHarness } from './ventures-harness.js';

describe('the admin ventures list: sort, search and on_public_grid', () => {
  let h: VentureHarness;
  let made: MadeVenture[];
  const list = (query: string) => h.get(`/backend/ventures/ventures_api.php?${query}`);
  const titles = (body: { ventures: VentureAdmin[] }) => body.ventures.map((venture) => venture.title);

  beforeAll(async () => {
    h = await startVentureHarness();
    made = [];
    for (let i = 1; i <= 20; i += 1) made.push(await makeVenture(h.t, `Venture ${String(i).padStart(2, '0')}`));
    // Added in this order a minute apart; the newest is moved to the front of the display order.
    for (const [index, venture] of made.entries()) {
      await h.t.db.updateTable('ventures').set({ created_at: new Date(Date.now() - (made.length - index) * 60_000) }).where('id', '=', venture.id).execute();
    }
    await h.t.db.updateTable('ventures').set({ position: '0V' }).where('id', '=', made[19]!.id).execute();
  });
  afterAll(async () => {
    await h.close();
  });

  it('keeps display order without a sort, and marks the first 17 of it on_public_grid', async () => {
    const first = await list('page=1');
    const displayOrder = [made[19]!, ...made.slice(0, 19)];
    expect(titles(first.body)).toEqual(displayOrder.slice(0, 10).map((venture) => venture.title));
    expect(titles((await list('page=1&sort=position')).body)).toEqual(titles(first.body));
    const second = await list('page=2');
    const flags = [...first.body.ventures, ...second.body.ventures].map((venture: VentureAdmin) => venture.on_public_grid);
    expect(flags).toEqual(displayOrder.map((_, index) => index < PUBLIC_VENTURES_MAX));
  });

  it('lists newest first with sort=newest, each still saying whether the public grid shows it', async () => {
    const res = await list('page=1&sort=newest');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(made.slice(10).reverse().map((venture) => venture.title));
    const onGrid = Object.fromEntries(res.body.ventures.map((venture: VentureAdmin) => [venture.title, venture.on_public_grid]));
    // Display order: Venture 20, then 01 … 19; the grid shows 20 and 01 … 16.
    expect(onGrid).toMatchObject({ 'Venture 20': true, 'Venture 19': false, 'Venture 18': false, 'Venture 17': false, 'Venture 16': true, 'Venture 11': true });
    expect(titles((await list('page=2&sort=oldest')).body)).toEqual(made.slice(10).map((venture) => venture.title));
  });

  it('sorts by title both ways and finds ventures by title, ignoring case', async () => {
    expect(titles((await list('sort=-title')).body)[0]).toBe('Venture 20');
    expect(titles((await list('sort=title')).body)[0]).toBe('Venture 01');
    const found = await list('q=ENTURE 1&sort=title');
    expect(found.body.total_pages).toBe(1);
    expect(titles(found.body)).toEqual(made.slice(9, 19).map((venture) => venture.title));
    expect((await list('q=%25')).body).toEqual({ ventures: [], total_pages: 0 });
  });

  it('refuses an unknown sort or an overlong q with 400 and a clear message, never 500', async () => {
    for (const query of ['sort=name', 'sort=', 'sort=title&sort=newest']) {
      const res = await list(`page=1&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe('sort must be one of newest, oldest, title, -title, position');
    }
    for (const query of [`q=${'x'.repeat(201)}`, 'q=a&q=b']) {
      const res = await list(`page=1&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe('q must be text of at most 200 characters');
    }
  });

  it('leaves the public list as it was: display order, no on_public_grid', async () => {
    const res = await h.get('/backend/ventures/get_venture.php?page=1&sort=title');
    expect(res.body.ventures[0].title).toBe('Venture 20');
    expect(res.body.ventures[0]).not.toHaveProperty('on_public_grid');
  });
});
