// The admin form of a listed kind read from its declaration (admin-fields.ts): the four kinds'
// forms as they were written by hand before (fields, order, limits, the texts the form shows), and
// a field added to a declaration reaching the form with nothing else written.
import { describe, expect, it } from 'vitest';
import { BLOG_CONTENT_MAX, IMAGE_LIMIT_1MB, IMAGE_LIMIT_600KB, NEWS_CONTENT_MAX, TITLE_MAX_LENGTH } from '../../common/constants';
import { contentKinds } from '../../common/content-kinds';
import { contentMessages, validationMessages } from '../../common/messages';
import { NEWS_YEAR_PATTERN } from '../../common/news-year';
import { adminFieldsOf, type FieldDef, type ListedKindDeclaration } from '../../web/src/features/admin-content/admin-fields';

const oneMB: [number, string] = [IMAGE_LIMIT_1MB, validationMessages.imageTooLarge1MB];

const handWritten: Record<'news' | 'blogs' | 'investors' | 'testimonials', FieldDef[]> = {
  news: [
    { kind: 'text', name: 'title', label: 'Title', requiredMessage: 'Title is required.', maxLength: TITLE_MAX_LENGTH },
    { kind: 'text', name: 'year', label: 'Year', requiredMessage: 'Year is required.', onEdit: { pattern: NEWS_YEAR_PATTERN, message: contentMessages.newsYear, inputMode: 'numeric' } },
    { kind: 'rich', name: 'content', label: 'Content', requiredMessage: 'Content is required.', maxLength: NEWS_CONTENT_MAX, tooLongMessage: contentMessages.newsContentTooLong },
    { kind: 'image', name: 'image', label: 'Image', requiredOnAdd: 'Image is required.', limits: { add: oneMB, edit: oneMB } },
  ],
  blogs: [
    { kind: 'text', name: 'title', label: 'Title', requiredMessage: 'Title is required.', maxLength: TITLE_MAX_LENGTH },
    { kind: 'rich', name: 'content', label: 'Content', requiredMessage: 'Content is required.', maxLength: BLOG_CONTENT_MAX, tooLongMessage: contentMessages.blogContentTooLong },
    { kind: 'image', name: 'image', label: 'Image', limits: { add: oneMB, edit: oneMB } },
  ],
  // SPEC §5: 'All fields are required' for a missing name or image.
  investors: [
    { kind: 'text', name: 'investor_name', label: 'Name', requiredMessage: 'All fields are required', maxLength: TITLE_MAX_LENGTH },
    {
      kind: 'image',
      name: 'investor_image',
      label: 'Image',
      requiredOnAdd: 'All fields are required',
      limits: { add: [IMAGE_LIMIT_600KB, validationMessages.imageTooLarge600KB], edit: [IMAGE_LIMIT_600KB, validationMessages.imageTooLarge600KB] },
    },
  ],
  testimonials: [
    { kind: 'text', name: 'name', label: 'Name', requiredMessage: 'Name is required.', maxLength: TITLE_MAX_LENGTH },
    { kind: 'text', name: 'position', label: 'Position', requiredMessage: 'Position is required.', maxLength: TITLE_MAX_LENGTH },
    { kind: 'stars', name: 'stars', label: 'Stars', requiredMessage: 'Stars is required.' },
    { kind: 'text', name: 'review', label: 'Reviews', requiredMessage: 'Reviews is required.', multiline: true },
    // SPEC §5: 1 MB on add, 600 KB on edit, each with its own text; optional (README's deviations).
    { kind: 'image', name: 'image', label: 'Image', limits: { add: oneMB, edit: [IMAGE_LIMIT_600KB, validationMessages.testimonialEditImageTooLarge] } },
  ],
};

describe('adminFieldsOf', () => {
  for (const kind of ['news', 'blogs', 'investors', 'testimonials'] as const) {
    it(`gives the ${kind} form the fields, order, limits and texts it had when written by hand`, () => {
      expect(adminFieldsOf(contentKinds[kind])).toEqual(handWritten[kind]);
    });
  }

  const blogs: ListedKindDeclaration = contentKinds.blogs;
  const withSubtitle: ListedKindDeclaration = {
    ...blogs,
    fields: { ...blogs.fields, subtitle: { type: 'title', label: 'Subtitle', translatable: true } },
  };

  it('gives a field added to a declaration its own form field, after the declared ones and before the pictures', () => {
    expect(adminFieldsOf(withSubtitle).map((field) => field.name)).toEqual(['title', 'content', 'subtitle', 'image']);
    expect(adminFieldsOf(withSubtitle)).toContainEqual({ kind: 'text', name: 'subtitle', label: 'Subtitle', requiredMessage: 'Subtitle is required.', maxLength: TITLE_MAX_LENGTH });
  });

  it('puts a new field where admin.formOrder names it, and the fields it does not name after', () => {
    const ordered = { ...withSubtitle, listed: { ...withSubtitle.listed, admin: { ...withSubtitle.listed.admin, formOrder: ['subtitle', 'title'] } } };
    expect(adminFieldsOf(ordered).map((field) => field.name)).toEqual(['subtitle', 'title', 'content', 'image']);
  });

  it('refuses an admin.formOrder that names no field', () => {
    const misspelt = { ...blogs, listed: { ...blogs.listed, admin: { ...blogs.listed.admin, formOrder: ['titel'] } } };
    expect(() => adminFieldsOf(misspelt)).toThrow(/titel/);
  });

  it('takes a long text as several lines, and the declared messages when the kind asks for them', () => {
    const declared: ListedKindDeclaration = {
      ...withSubtitle,
      fields: { summary: { type: 'longText', label: 'Summary', requiredMessage: 'A summary, please', translatable: true } },
      listed: { ...withSubtitle.listed, admin: { ...withSubtitle.listed.admin, requiredMessages: 'declared' } },
    };
    expect(adminFieldsOf(declared)).toEqual([
      { kind: 'text', name: 'summary', label: 'Summary', requiredMessage: 'A summary, please', multiline: true },
      { kind: 'image', name: 'image', label: 'Image', limits: { add: oneMB, edit: oneMB } },
    ]);
  });
});
