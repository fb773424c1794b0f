// What an admin form sends for one image field (issue 24): a file or a library picture's id, and
// always the alt text and the decorative mark; and how an item's reply prefills them.
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../common/media';
import { appendImageChoice, emptyImageChoice, hasNewPicture, imageChoiceOf, withFile, withMedia } from '../../web/src/admin-shared/image-choice';

const libraryPicture = (change: Partial<MediaItem> = {}): MediaItem => ({
  id: 42,
  name: 'a1b2c3.jpg',
  title: 'Harbour',
  url: '/backend/media/uploads/a1b2c3.jpg',
  thumbnail_url: '/backend/media/uploads/a1b2c3.jpg',
  variants: null,
  width: 800,
  height: 600,
  bytes: 12_000,
  format: 'jpg',
  alt_text: 'The harbour at dawn',
  decorative: false,
  caption: '',
  credit: '',
  focal_point: null,
  uploaded_by: null,
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
  use_count: 0,
  ...change,
});

const fieldsOf = (form: FormData) => Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]));

describe('imageChoiceOf', () => {
  it("takes the reply's <base>_alt as the alt text", () => {
    expect(imageChoiceOf({ image_alt: 'A ribbon cutting' }, 'image')).toEqual({ file: null, media: null, alt: 'A ribbon cutting', decorative: false, unsure: false });
  });

  it("leaves the mark unchecked for '' (decorative, or no alt text yet: the reply cannot say) and for null", () => {
    expect(imageChoiceOf({ photo_alt: '' }, 'photo')).toMatchObject({ alt: '', decorative: false, unsure: true });
    expect(imageChoiceOf({ photo_alt: null }, 'photo')).toMatchObject({ alt: '', decorative: false, unsure: false });
    expect(imageChoiceOf(null, 'photo')).toMatchObject(emptyImageChoice);
  });
});

describe('choosing', () => {
  it('takes the alt text and mark of a library picture, and drops it again for a file', () => {
    const chosen = withMedia({ ...emptyImageChoice, alt: 'typed' }, libraryPicture({ decorative: true, alt_text: '' }));
    expect(chosen).toMatchObject({ alt: '', decorative: true, file: null });
    expect(hasNewPicture(chosen)).toBe(true);
    const file = new File(['x'], 'new.jpg', { type: 'image/jpeg' });
    const replaced = withFile(chosen, file);
    expect(replaced.media).toBeNull();
    expect(replaced.file).toBe(file);
    expect(hasNewPicture(withFile(replaced, null))).toBe(false);
  });
});

describe('appendImageChoice', () => {
  it('sends a library picture by its id, with its alt text', () => {
    const form = new FormData();
    appendImageChoice(form, 'image', withMedia(emptyImageChoice, libraryPicture()));
    expect(fieldsOf(form)).toEqual({ image_media_id: '42', image_alt: 'The harbour at dawn', image_decorative: 'false' });
  });

  it('sends a file as before, and an empty alt text rather than none', () => {
    const form = new FormData();
    appendImageChoice(form, 'logo', withFile(emptyImageChoice, new File(['x'], 'logo.png', { type: 'image/png' })));
    expect(fieldsOf(form)).toEqual({ logo: 'file:logo.png', logo_alt: '', logo_decorative: 'false' });
  });

  it('sends only the texts when the picture stays, and no alt text for a decorative one', () => {
    const form = new FormData();
    appendImageChoice(form, 'photo', { ...emptyImageChoice, alt: 'left over', decorative: true });
    expect(fieldsOf(form)).toEqual({ photo_alt: '', photo_decorative: 'true' });
  });
});
