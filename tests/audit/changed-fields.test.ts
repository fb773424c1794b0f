// The fields an update's audit entry names (server/src/editorial/item-audit.ts), from two revisions' contents.
import { describe, expect, it } from 'vitest';
import { changedContentFields, titleOfContent } from '../../server/src/editorial/item-audit.js';

describe('changedContentFields', () => {
  it('names the changed top-level fields in column order, leaving out the slug', () => {
    const before = { slug: 'a', title: 'A', content: '<p>a</p>', year: '2025', image_url: 'x.jpg' };
    const after = { slug: 'b', title: 'B', content: '<p>b</p>', year: '2025', image_url: 'x.jpg' };
    expect(changedContentFields('news', before, after)).toEqual(['title', 'content']);
    expect(changedContentFields('news', before, { ...before })).toEqual([]);
  });

  it('compares a venture by its own fields, its stats fields and its lists as a whole, whatever the key order', () => {
    const venture = { slug: 'v', title: 'V', about_desc: 'About' };
    const stats = { stats_image: null, stats_left_section_title: 'L' };
    const gallery = [{ image: 'g.jpg', alt_text: 'Alt', caption: '', position: 0 }];
    const before = { venture, stats, subcategories: [], clients: [{ client_name: 'C', client_image: 'c.jpg', position: 0 }], gallery };
    const reordered = { ...before, gallery: [{ position: 0, caption: '', alt_text: 'Alt', image: 'g.jpg' }] };
    expect(changedContentFields('ventures', before, reordered)).toEqual([]);
    const after = { ...before, venture: { ...venture, about_desc: 'New' }, stats: { ...stats, stats_left_section_title: 'L2' }, clients: [] };
    expect(changedContentFields('ventures', before, after)).toEqual(['about_desc', 'stats_left_section_title', 'clients']);
    expect(changedContentFields('ventures', { ...before, stats: null }, before)).toEqual(['stats_left_section_title']);
  });

  it('reads the title from the column each type keeps it in', () => {
    expect(titleOfContent('investors', { investor_name: 'Capital' })).toBe('Capital');
    expect(titleOfContent('testimonials', { name: 'Ravi' })).toBe('Ravi');
    expect(titleOfContent('ventures', { venture: { title: 'Venture' } })).toBe('Venture');
  });
});
