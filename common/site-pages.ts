// The title and description of each page that is not an item (SPEC §2's static routes), shared
// by the server (it writes them into index.html for crawlers and link previews) and the SPA (it
// keeps document.title and the meta description in step on client-side navigation).

export const SITE_NAME = 'SJG Group';

/** Descriptions of items (news, blogs, ventures) are their plain text cut to this many characters. */
export const META_DESCRIPTION_LENGTH = 155;

/** Home's description, and every page's when nothing better is known. */
export const SITE_DESCRIPTION =
  'SJG Group builds companies people rely on every day: twenty ventures across India and Nepal in gaming, hospitality, real estate, food and healthcare.';

export type StaticPage = {
  /** The page's own title; null for Home, whose document title is the site name alone. */
  title: string | null;
  description: string;
  /** Kept out of search results and the sitemap (login and admin screens). */
  noindex?: true;
};

const policyDescription =
  'The terms of using the SJG Group website, how it handles the details you send through the contact form, the cookies it uses, and credits for its content.';

/** Keyed by the path under /sjg, exactly as SPEC §2's route table writes it. */
export const staticPages: Readonly<Record<string, StaticPage>> = {
  '/': { title: null, description: SITE_DESCRIPTION },
  '/ventures': {
    title: 'Our Ventures',
    description:
      'The companies of SJG Group: lottery technology and licensed gaming, hospitality, real estate and infrastructure, food, healthcare, education and clean energy.',
  },
  '/about-us': {
    title: 'About Us',
    description:
      'Founded in Mumbai in 1980, SJG Group has grown into twenty ventures and over 10,000 employees across India and Nepal. Our story, our mission and our vision.',
  },
  '/privacy-policy': { title: 'Privacy Policy', description: policyDescription },
  '/terms': { title: 'Terms of Use', description: policyDescription },
  '/legal-disclaimer': { title: 'Legal Disclaimer', description: policyDescription },
  '/credits': { title: 'Credits', description: policyDescription },
  '/blogs': { title: 'Blogs', description: 'Ideas, insights and stories from the people and ventures of SJG Group.' },
  '/news': { title: 'News', description: 'The latest news, announcements and events from SJG Group and its ventures across India and Nepal.' },
  '/team': { title: 'Our Team', description: 'Meet the people who lead SJG Group and its ventures.' },
  '/investors': { title: 'Investors', description: 'The investors and partners who back SJG Group and its ventures.' },
  '/login': { title: 'Log in', description: SITE_DESCRIPTION, noindex: true },
  '/admin': { title: 'Admin', description: SITE_DESCRIPTION, noindex: true },
  '/blogsection': { title: 'Blogs admin', description: SITE_DESCRIPTION, noindex: true },
  '/blogs/addblog': { title: 'Add a blog', description: SITE_DESCRIPTION, noindex: true },
  '/blogs/editblog': { title: 'Edit a blog', description: SITE_DESCRIPTION, noindex: true },
};

/** The static page at `path` (under /sjg; a trailing slash is ignored), if there is one. */
export function findStaticPage(path: string): StaticPage | undefined {
  const key = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return Object.hasOwn(staticPages, key) ? staticPages[key] : undefined;
}

/** "<page> | SJG Group", or the site name alone (Home). */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
