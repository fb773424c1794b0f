// Every public page that is not an item has its title and description in Hindi and Marathi, in
// Devanagari, so a page in those languages never shows an English head (issue 50, item 4).
import { describe, expect, it } from 'vitest';
import { translatedPageHead } from '../../common/page-heads.js';
import { isStaticHead, siteRouteList } from '../../common/site-routes.js';

const publicStatic = siteRouteList.filter((route) => route.area === 'public' && isStaticHead(route.head));

describe('the static pages’ heads in Hindi and Marathi', () => {
  it.each(['hi', 'mr'] as const)('gives every public static page a %s title and description (Home takes the site’s)', (language) => {
    for (const route of publicStatic) {
      const head = translatedPageHead(language, route.pattern);
      expect(head, route.pattern).toBeDefined();
      if (route.pattern === '/') {
        expect(head).toEqual({ title: null, description: null });
        continue;
      }
      expect(head!.title, route.pattern).toMatch(/[\u0900-\u097F]/);
      expect(head!.description, route.pattern).toMatch(/[\u0900-\u097F]/);
      expect(head!.description!.length, route.pattern).toBeLessThanOrEqual(200);
    }
  });

  it('leaves English to the route table', () => {
    expect(translatedPageHead('en', '/news')).toBeUndefined();
  });
});
