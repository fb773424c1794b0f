import { describe, expect, it } from 'vitest';
import { pictureKeys } from '../../common/picture-keys';

describe('the names of an image field’s siblings in a reply', () => {
  it('drops a trailing _url from the field’s name, and only that', () => {
    expect(pictureKeys('image_url')).toEqual({ variants: 'image_variants', alt: 'image_alt', focus: 'image_focus' });
    expect(pictureKeys('img_banner_url')).toEqual({ variants: 'img_banner_variants', alt: 'img_banner_alt', focus: 'img_banner_focus' });
    expect(pictureKeys('logo')).toEqual({ variants: 'logo_variants', alt: 'logo_alt', focus: 'logo_focus' });
    expect(pictureKeys('url_image')).toEqual({ variants: 'url_image_variants', alt: 'url_image_alt', focus: 'url_image_focus' });
  });
});
