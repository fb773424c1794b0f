// The rules the admin applies before a save (issue 48): which steps ask, which go on the site and so
// need alt text for every picture, and which picture lacks it; and where "Move to…" places a row.
import { describe, expect, it } from 'vitest';
import { currentInLibrary, emptyImageChoice, lacksAltText } from '../../web/src/admin-shared/image-choice';
import { placeOfPosition } from '../../web/src/admin-shared/move-to-position';
import { actionTexts, goesOut, type ItemState } from '../../web/src/admin-shared/publish-actions';

const plain = { added: 'News added successfully', updated: 'News updated successfully' };
const draft: ItemState = { status: 'draft', publish_at: null };
const published: ItemState = { status: 'published', publish_at: null };
const scheduled: ItemState = { status: 'scheduled', publish_at: '2031-03-05T05:00:00.000Z' };

describe('what asks first', () => {
  it('saves a draft, an update and an unschedule without a question', () => {
    expect(actionTexts({ name: 'draft', status: 'draft' }, draft, 'news', plain).question).toBeUndefined();
    expect(actionTexts({ name: 'keep' }, published, 'news', plain).question).toBeUndefined();
    expect(actionTexts({ name: 'unpublish', status: 'draft' }, scheduled, 'news', plain).question).toBeUndefined();
  });

  it('asks before a public step, saying what happens', () => {
    expect(actionTexts({ name: 'publish', status: 'published' }, draft, 'news', plain).question).toBe('Publish now: visible on the site at once.');
    expect(actionTexts({ name: 'schedule', status: 'scheduled', publish_at: '2031-03-05T10:30' }, draft, 'news', plain).question).toBe(
      'Publish on 5 Mar 2031, 10:30 IST: visible on the site from then.',
    );
    expect(actionTexts({ name: 'unpublish', status: 'draft' }, published, 'blog', plain).question).toBe('Unpublish: this blog leaves the site at once and becomes a draft.');
  });
});

describe('the publish check', () => {
  it('applies to a publish, a schedule and an update of an item on the site, not to a draft', () => {
    expect(goesOut({ name: 'publish', status: 'published' }, draft)).toBe(true);
    expect(goesOut({ name: 'schedule', status: 'scheduled', publish_at: '2031-03-05T10:30' }, draft)).toBe(true);
    expect(goesOut({ name: 'keep' }, published)).toBe(true);
    expect(goesOut({ name: 'keep' }, scheduled)).toBe(true);
    expect(goesOut({ name: 'draft', status: 'draft' }, draft)).toBe(false);
    expect(goesOut({ name: 'unpublish', status: 'draft' }, published)).toBe(false);
  });

  it('finds a picture without alt text as the server does: a new one, or the current one the library holds', () => {
    const file = new File([new Uint8Array(4)], 'a.jpg', { type: 'image/jpeg' });
    expect(lacksAltText({ ...emptyImageChoice, file }, false)).toBe(true);
    expect(lacksAltText({ ...emptyImageChoice, file, alt: '  ' }, false)).toBe(true);
    expect(lacksAltText({ ...emptyImageChoice, file, alt: 'A lamp' }, false)).toBe(false);
    expect(lacksAltText({ ...emptyImageChoice, file, decorative: true }, false)).toBe(false);
    // The current picture: only one in the library has alt text to check.
    expect(lacksAltText(emptyImageChoice, true)).toBe(true);
    expect(lacksAltText(emptyImageChoice, false)).toBe(false);
    expect(lacksAltText(undefined, true)).toBe(false);
    expect(currentInLibrary({ image_alt: '' }, 'image')).toBe(true);
    expect(currentInLibrary({ image_alt: null }, 'image')).toBe(false);
    expect(currentInLibrary(null, 'image')).toBe(false);
  });
});

describe('Move to a position of the whole list', () => {
  it('reads the page holding the target position and goes before its item when moving up, after it when moving down', () => {
    // Page 2 to page 1 (10 a page): before the item now third.
    expect(placeOfPosition(11, 3, 10)).toEqual({ page: 1, index: 2, side: 'before' });
    expect(placeOfPosition(3, 20, 10)).toEqual({ page: 2, index: 9, side: 'after' });
    expect(placeOfPosition(1, 7, 6)).toEqual({ page: 2, index: 0, side: 'after' });
  });
});
