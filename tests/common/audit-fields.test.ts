import { describe, expect, it } from 'vitest';
import { changedFieldLabel, readableFieldName } from '../../common/audit-fields';

describe('the labels of changed fields in the activity log', () => {
  it('names a content field, picture, child row or list by its declared label', () => {
    expect(changedFieldLabel('news', 'title')).toBe('Title');
    expect(changedFieldLabel('news', 'image_url')).toBe('Image');
    expect(changedFieldLabel('ventures', 'img_banner_url')).toBe('Banner');
    expect(changedFieldLabel('ventures', 'stats_left_section_title')).toBe('Stats: left title');
    expect(changedFieldLabel('ventures', 'caption')).toBe('Gallery: Caption');
    expect(changedFieldLabel('ventures', 'subcategories')).toBe('Subcategories');
    expect(changedFieldLabel('team', 'linkedin_url')).toBe('LinkedIn');
  });

  it('names the media library’s details and an account’s', () => {
    expect(changedFieldLabel('media', 'focal_point')).toBe('Focal point');
    expect(changedFieldLabel('media', 'alt_text')).toBe('Alt text');
    expect(changedFieldLabel('users', 'role')).toBe('Role');
  });

  it('asks the caller first (a Site section’s form), and makes any other name readable', () => {
    expect(changedFieldLabel('site', 'missionText', (field) => (field === 'missionText' ? 'Mission' : undefined))).toBe('Mission');
    expect(changedFieldLabel('site', 'missionText')).toBe('Mission text');
    expect(changedFieldLabel(null, 'share_image_url')).toBe('Share image URL');
    expect(readableFieldName('focal_point')).toBe('Focal point');
    expect(readableFieldName('seoTitle')).toBe('SEO title');
  });
});
