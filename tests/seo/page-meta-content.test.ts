// The server's copy of the group's facts (server/src/site/organization.ts) must say what the SPA's
// content says (web/src/content): the server image cannot import web/src, so this test is what
// keeps the two in step. The static pages' heads (common/site-pages.ts) are checked beside them.
import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_LENGTH, findStaticPage, staticPages } from '../../common/site-pages.js';
import { metaDescriptionOf } from '../../common/plain-text.js';
import { splitTemplate } from '../../server/src/site/page-html.js';
import { organization } from '../../server/src/site/organization.js';
import { contactEmail, group, headOffice, socialLinks, tollFree } from '../../web/src/content/site.js';
import { SITE_NAME as spaSiteName } from '../../web/src/lib/use-document-title.js';
import { spaPublicRoutePaths } from '../helpers/spa-routes.js';

describe('server page texts agree with the SPA content', () => {
  it('names the group, its address, phone, e-mail and social profiles as the footer does', () => {
    expect(organization.name).toBe(group.name);
    expect(organization.name).toBe(spaSiteName);
    expect(organization.legalName).toBe(group.legalName);
    expect(organization.foundingYear).toBe(group.foundedYear);
    const footerAddress = headOffice.lines.join(' ');
    expect(footerAddress).toContain(organization.address.streetAddress.split(', ')[0]!);
    expect(footerAddress).toContain(organization.address.addressLocality);
    expect(footerAddress).toContain(organization.address.postalCode);
    expect(organization.telephone).toBe(tollFree.tel);
    expect(organization.email).toBe(contactEmail);
    expect([...organization.sameAs]).toEqual(socialLinks.map((link) => link.href));
  });

  it('gives every static page a description short enough for a search result', () => {
    for (const [path, page] of Object.entries(staticPages)) {
      expect(page.description.length, path).toBeGreaterThan(50);
      expect(page.description.length, path).toBeLessThanOrEqual(160);
    }
    expect(findStaticPage('/news/')).toBe(staticPages['/news']);
    expect(findStaticPage('/constructor')).toBeUndefined();
  });

  it('knows every page of the SPA without a parameter (else the server answers it 404, noindex)', () => {
    const fixedPaths = spaPublicRoutePaths.filter((path) => !path.includes(':'));
    expect(fixedPaths).toEqual(expect.arrayContaining(['/', '/about-us', '/team']));
    for (const path of fixedPaths) expect(findStaticPage(path), path).toBeDefined();
  });
});

describe('excerpts and the template', () => {
  it('cuts plain text at a word end with an ellipsis, decoding entities and dropping tags', () => {
    expect(metaDescriptionOf('<p>A&amp;B</p><p>C&#39;s</p>')).toBe("A&B. C's");
    const long = metaDescriptionOf(`<p>${'word '.repeat(60)}</p>`);
    expect(long.endsWith('word...')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH + 3);
  });

  it('takes the build’s title and description out and leaves the place for the tags where the title was', () => {
    const parts = splitTemplate('<html><head><meta charset="UTF-8"><title>T</title>\n<meta name="description" content="d">\n<script src="x"></script></head><body></body></html>');
    expect(parts.before).toBe('<html><head><meta charset="UTF-8">');
    expect(parts.after).toBe('\n<script src="x"></script></head><body></body></html>');
    // Without a title, before </head>; without a head, after the doctype.
    expect(splitTemplate('<head><meta charset="UTF-8"></head>').before).toBe('<head><meta charset="UTF-8">');
    expect(splitTemplate('<!doctype html><div id="root"></div>').before).toBe('<!doctype html>');
  });
});
