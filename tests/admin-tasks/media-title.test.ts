// A library picture's title (issue 48, item 9): an upload keeps the title it is given (the admin
// sends the file's own name made readable), an edit changes it, the search finds it, and one over
// its limit is refused with its message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TITLE_MAX, mediaMessages, titleFromFileName, type MediaItem, type MediaListReply } from '../../common/media.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const base = '/backend/admin/media';
let t: TestApp;
let editor: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginAgent(t, { role: 'editor' });
});
afterAll(async () => t?.close());

describe('titleFromFileName', () => {
  it.each([
    ['harbour-at-dusk.jpg', 'Harbour at dusk'],
    ['market_street_2.JPEG', 'Market street 2'],
    ['IMG_0042.png', 'IMG 0042'],
    ['C:\\photos\\team.offsite..webp', 'Team offsite'],
    ['  spaced   out .gif', 'Spaced out'],
    ['.jpg', ''],
    ['no-extension', 'No extension'],
  ])('makes %j read as %j', (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  it(`keeps at most ${MEDIA_TITLE_MAX} characters`, () => {
    expect(Array.from(titleFromFileName(`${'é'.repeat(MEDIA_TITLE_MAX + 20)}.jpg`))).toHaveLength(MEDIA_TITLE_MAX);
  });
});

describe('the title of an upload', () => {
  let item: MediaItem;

  it('is kept as given, and empty when none is given', async () => {
    const res = await editor.agent.post(base).field('title', ' Harbour at dusk ').attach('file', await smallJpeg(), 'harbour-at-dusk.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    item = (res.body as { item: MediaItem }).item;
    expect(item.title).toBe('Harbour at dusk');
    const untitled = await editor.agent.post(base).attach('file', await smallJpeg('#a33'), 'x.jpg');
    expect((untitled.body as { item: MediaItem }).item.title).toBe('');
  });

  it('is found by the search', async () => {
    const reply = (await editor.agent.get(base).query({ q: 'at dusk' })).body as MediaListReply;
    expect(reply.items.map((found) => found.id)).toEqual([item.id]);
  });

  it('changes with an edit', async () => {
    const res = await editor.agent.patch(`${base}/${item.id}`).send({ title: 'Harbour, evening' });
    expect(res.status).toBe(200);
    expect((res.body as { item: MediaItem }).item.title).toBe('Harbour, evening');
  });

  it('is refused over its limit, on upload and on edit, with its message', async () => {
    const long = 'x'.repeat(MEDIA_TITLE_MAX + 1);
    const upload = await editor.agent.post(base).field('title', long).attach('file', await smallJpeg(), 'long.jpg');
    expect(upload.status).toBe(400);
    expect(upload.body).toEqual({ error: mediaMessages.titleTooLong });
    const edit = await editor.agent.patch(`${base}/${item.id}`).send({ title: long });
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual({ error: mediaMessages.titleTooLong });
  });
});
