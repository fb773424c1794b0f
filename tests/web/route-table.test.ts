// The route table (common/site-routes.ts) is the one place the SPA's routes are known: the SPA
// declares its <Route>s from it and the server renders, titles, preloads and reads for its pages
// from it. These tests fail when an entry lacks what either side needs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { staticPages } from '../../common/site-pages.js';
import { isStaticHead, matchSiteRoute, pageModules, routePath, siteRouteList, siteRoutes, type PageKey } from '../../common/site-routes.js';
import { firstReadsFor, pageModulesFor, staticReadsFor } from '../../server/src/site/route-preloads.js';
import { adminRoutes } from '../../web/src/app/admin-routes.js';
import { pageComponents } from '../../web/src/app/page-components.js';
import { examplePath, spaPublicRoutePaths } from '../helpers/spa-routes.js';

const web = path.resolve(import.meta.dirname, '../../web');
const publicRoutes = siteRouteList.filter((route) => route.area === 'public');

type RouteProps = { path?: string; children?: ReactNode };

function pathsOf(node: ReactNode): string[] {
  return Children.toArray(node)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child))
    .flatMap((child) => [...(child.props.path ? [child.props.path] : []), ...pathsOf(child.props.children)]);
}

/** The modules each page's lazy import in web/src/app/page-components.tsx loads, as paths under web/. */
function importedModules(): Map<string, string[]> {
  const file = path.join(web, 'src/app/page-components.tsx');
  const source = readFileSync(file, 'utf8');
  const starts = [...source.matchAll(/^ {2}(\w+): lazyPage\(/gm)];
  return new Map(
    starts.map((start, index) => {
      const body = source.slice(start.index, starts[index + 1]?.index ?? source.length);
      const modules = [...body.matchAll(/import\('([^']+)'\)/g)].map((match) => {
        const specifier = match[1]!;
        const absolute = specifier.startsWith('@/') ? path.join(web, 'src', specifier.slice(2)) : path.resolve(path.dirname(file), specifier);
        // A page's component is a .tsx module; a module it composes with may be plain .ts.
        const module = path.relative(web, absolute);
        return existsSync(path.join(web, `${module}.tsx`)) ? `${module}.tsx` : `${module}.ts`;
      });
      return [start[1]!, modules];
    }),
  );
}

describe('the route table', () => {
  it('names every route once, by a lower-case pattern with at most one parameter (two for an admin screen)', () => {
    const patterns = siteRouteList.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const { pattern, area } of siteRouteList) {
      expect(pattern, pattern).toMatch(/^\/[a-z0-9_/:-]*$/);
      expect(pattern, pattern).toBe(pattern.toLowerCase());
      expect(pattern.match(/:/g)?.length ?? 0, pattern).toBeLessThanOrEqual(area === 'admin' ? 2 : 1);
    }
  });

  it('builds a path with each parameter filled in, in order, and encoded', () => {
    expect(routePath('newsItem', 'a story')).toBe('/single-news/a%20story');
    expect(routePath('adminHistory', 'blogs', 12)).toBe('/admin/history/blogs/12');
    expect(matchSiteRoute('/admin/history/blogs/12')?.route).toBe(siteRoutes.adminHistory);
    expect(matchSiteRoute('/admin/trash')?.route).toBe(siteRoutes.adminTrash);
    expect(matchSiteRoute('/admin/activity')?.route).toBe(siteRoutes.adminActivity);
  });

  it('gives every public page its head tags: fixed texts, or an item read first', () => {
    for (const route of publicRoutes) {
      if (isStaticHead(route.head)) {
        expect(route.head.description.length, route.pattern).toBeGreaterThan(50);
        expect(route.pattern, `${route.pattern} has texts but a parameter`).not.toContain(':');
        expect(staticPages[route.pattern], route.pattern).toBe(route.head);
        continue;
      }
      expect(route.pattern, `${route.pattern} shows an item but has no parameter`).toContain(':');
      expect(route.reads, `${route.pattern} shows an item but reads nothing`).toBeDefined();
      expect(route.reads!('1')[0], route.pattern).toMatch(/^\/backend\//);
      expect(staticPages[route.pattern], route.pattern).toBeUndefined();
    }
    // Sign-in and admin pages are never indexed.
    for (const route of siteRouteList.filter((r) => r.area !== 'public')) {
      expect(isStaticHead(route.head) && route.head.noindex, route.pattern).toBe(true);
    }
  });

  it('lets the server match every pattern as react-router does: any case, the parameter decoded', () => {
    for (const route of siteRouteList) {
      const example = examplePath(route.pattern, 'caf%C3%A9');
      expect(matchSiteRoute(example)?.route, route.pattern).toBe(route);
      expect(matchSiteRoute(example.toUpperCase())?.route, route.pattern).toBe(route);
      expect(matchSiteRoute(example)?.param, route.pattern).toBe(route.pattern.includes(':') ? 'café' : '');
    }
    expect(matchSiteRoute('/single-news/%E0%A4%A')?.param).toBeUndefined();
    expect(matchSiteRoute('/single-news/a%00b')?.param).toBeUndefined();
    expect(matchSiteRoute('/single-news/a/b')).toBeUndefined();
    expect(matchSiteRoute('/constructor')).toBeUndefined();
  });

  it('tells the server what each public page reads first and which chunks it needs', () => {
    expect(firstReadsFor('/Single-News/a%20story')).toEqual(['/backend/news/news_api.php?slug=a+story']);
    // "More news" under the story: read by the server only.
    expect(staticReadsFor('/Single-News/a%20story')).toEqual(['/backend/news/news_api.php?page=1']);
    expect(staticReadsFor('/single-blog/field-notes')).toEqual(['/backend/blogs/blogs_api.php?page=1']);
    expect(staticReadsFor('/single-news/a%00b')).toEqual([]);
    expect(staticReadsFor('/news')).toEqual([]);
    expect(firstReadsFor('/single-news/a%00b')).toEqual([]);
    expect(firstReadsFor('/ventures/ventures_details/nope')).toEqual([]);
    // The team is content (issue 24): its page reads its first page of members.
    expect(firstReadsFor('/team')).toEqual(['/backend/team/team_api.php?page=1']);
    expect(firstReadsFor('/terms')).toEqual([]);
    expect(firstReadsFor('/no-such-page')).toEqual([]);
    for (const route of publicRoutes) {
      expect(pageModulesFor(examplePath(route.pattern), 200), route.pattern).toEqual(pageModules[route.page]);
    }
    expect(pageModulesFor('/no-such-page', 404)).toEqual(pageModules.notFound);
    expect(pageModulesFor(siteRoutes.admin.pattern, 200)).toEqual([]);
  });
});

describe('the SPA and the route table', () => {
  it('declares exactly the public routes of the table, and the sign-in and admin routes', () => {
    expect(spaPublicRoutePaths).toEqual(publicRoutes.map((route) => route.pattern));
    const admin = siteRouteList.filter((route) => route.area !== 'public').map((route) => route.pattern);
    expect(pathsOf(adminRoutes()).sort()).toEqual([...admin].sort());
  });

  it('has a component for every page, each lazily importing the modules the server preloads for it', () => {
    const imported = importedModules();
    const keys = Object.keys(pageModules) as PageKey[];
    expect(Object.keys(pageComponents).sort()).toEqual([...keys].sort());
    expect([...imported.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(imported.get(key), key).toEqual(pageModules[key]);
      for (const module of pageModules[key]) expect(existsSync(path.join(web, module)), `${key}: ${module}`).toBe(true);
    }
  });
});
