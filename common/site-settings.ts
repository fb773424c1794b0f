// The site's own texts and settings that staff edit (issue 24, "Site pages and settings"): one
// section per form, its zod schema with its limits and messages, its label, who may edit it, and
// its default, which is what the site showed before the texts moved into Postgres (a section
// without a stored row reads as its default, so nothing a visitor sees changes until staff do).
// Read by the server and the SPA; the zod schemas that validate a save are in site-settings.schema.ts,
// apart, so the public pages that read the settings do not carry zod.

import { SITE_DESCRIPTION, SITE_NAME } from './site-pages.js';

// New sections go last: a section's audit entries are numbered by its place here.
export const SITE_SECTIONS = ['home', 'about', 'policies', 'contact', 'locations', 'social', 'footer', 'seo'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/**
 * The settings are the owner's alone (each route declares it: server/src/site-settings/site-settings.routes.ts); the other sections, the
 * pages (home, about, policies), are content: editors and owners.
 */
export const SITE_SETTING_SECTIONS = ['contact', 'locations', 'social', 'footer', 'seo'] as const satisfies readonly SiteSection[];

export function isSettingSection(section: SiteSection): boolean {
  return (SITE_SETTING_SECTIONS as readonly string[]).includes(section);
}

export function isSiteSection(value: string): value is SiteSection {
  return (SITE_SECTIONS as readonly string[]).includes(value);
}

export const siteSectionLabels: Record<SiteSection, string> = {
  home: 'Home page',
  about: 'About page',
  policies: 'Policy pages',
  contact: 'Contact details',
  locations: 'Office locations',
  social: 'Social links',
  footer: 'Footer',
  seo: 'Search and sharing',
};

export const SITE_LIMITS = {
  /** Headings, labels, names. */
  short: 120,
  /** One paragraph. */
  paragraph: 1_500,
  /** A policy page's HTML. */
  richText: 20_000,
  url: 500,
  faqItems: 30,
  listItems: 20,
} as const;

export const siteMessages = {
  required: (field: string) => `${field} is required.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString('en-US')} characters.`,
  tooMany: (field: string, max: number) => `${field} can have at most ${max} items.`,
  tooFew: (field: string) => `${field} needs at least one item.`,
  url: (field: string) => `${field} must be a web address starting with https:// or http://.`,
  email: 'E-mail must be a valid e-mail address, like name@example.com.',
  tel: 'Phone (for dialling) must be digits with an optional leading +, like +9118002097545.',
  percent: (field: string) => `${field} must be a number from 0 to 100.`,
  counterValue: 'A counter’s number must be a whole number from 0 to 1,000,000,000.',
  oneHeadOffice: 'Mark exactly one location as the head office.',
  socialName: 'Pick a network from the list.',
  unknownSection: 'There is no such site section.',
  saved: (label: string) => `${label} saved.`,
  shareImageMissing: 'The share image is no longer in the media library. Choose another.',
  versionNotFound: 'That saved version of the section does not exist.',
  versionOutdated: 'That saved version no longer passes today’s rules and cannot be restored.',
  restored: (label: string) => `${label}: the saved version is restored.`,
} as const;

/** The networks the footer has an icon for (web/src/features/layout/components/icons.tsx). */
export const SOCIAL_NETWORKS = ['Instagram', 'Facebook', 'Twitter', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Each section's content, written out rather than inferred from the zod schemas
 * (site-settings.schema.ts), so the public pages read it without zod in their bundle; the schemas
 * are checked against these types.
 */
export type SiteSectionValues = {
  home: {
    groupDescription: string;
    approachText: string;
    aboutTeaser: string;
    counters: { value: number; suffix: string; label: string }[];
    faq: { id: string; question: string; answer: string }[];
  };
  about: {
    introHeading: string;
    introParagraphs: string[];
    profileHeading: string;
    profileParagraphs: string[];
    facts: { value: string; label: string }[];
    missionHeading: string;
    missionText: string;
    visionHeading: string;
    visionText: string;
  };
  policies: { updated: string } & Record<PolicyPage, string>;
  contact: { headOfficeLabel: string; addressLines: string[]; phoneDisplay: string; phoneTel: string; email: string; officeHours: string };
  locations: { items: { name: string; city: string; x: number; y: number; head: boolean }[] };
  social: { links: { name: SocialNetwork; href: string }[] };
  footer: { heading: string; legalName: string; agencyName: string; agencyHref: string };
  /**
   * The defaults of the head tags: the site title after each page's own ("News | SJG Group", alone
   * on Home), the description of pages without their own, and the picture link previews show for
   * pages without one (a media library file name; null: the built-in picture).
   */
  seo: { siteTitle: string; defaultDescription: string; shareImage: string | null };
};
/** GET /backend/site/settings.php: every section, stored or default. */
export type SiteSettings = SiteSectionValues;

const policyHtml = [
  '<h2>About this website</h2>',
  '<p>This website is published by SJG Group, SJG House, Nariman Point, Mumbai 400021, India, on behalf of the group and its ventures. By using it you accept the terms set out on this page. If you do not agree with them, please do not use the site.</p>',
  '<h2>Information on this site</h2>',
  '<p>The content of this website is provided for general information about the group and its businesses. It is not an offer, an invitation or a recommendation to buy or sell any security, to invest, or to take part in any game. While we take care to keep it accurate and up to date, we make no warranty as to its completeness, and figures, plans and forward-looking statements may change without notice.</p>',
  '<p>Our lottery and gaming ventures operate only where they are licensed and only for adults of legal age. Nothing on this site is intended for audiences in places where such activities are not permitted.</p>',
  '<h2>Your privacy</h2>',
  '<p>When you send us a message through the contact form, we collect the name, mobile number and notes you provide. We use them only to answer your enquiry and to keep a record of it; we do not sell them or use them for marketing without your consent. Messages are kept for as long as needed to deal with your enquiry and then deleted, unless the law requires us to keep them longer.</p>',
  '<p>The site uses only the cookies it needs to work. We do not use advertising or cross-site tracking cookies. You may ask us at any time what information we hold about you, and ask us to correct or delete it, by writing to the address above.</p>',
  '<h2>Intellectual property</h2>',
  '<p>The names, logos, text and images on this site belong to SJG Group or its ventures, or are used with permission. You may view and print pages for your personal, non-commercial use. Any other use requires our prior written consent.</p>',
  '<h2>Links and liability</h2>',
  '<p>Links to other websites are provided for convenience; we are not responsible for their content or their privacy practices. To the extent permitted by law, SJG Group is not liable for any loss arising from the use of this website or reliance on its content.</p>',
  '<p>These terms are governed by the laws of India, and the courts of Mumbai have exclusive jurisdiction over any dispute arising from them.</p>',
  '<h2>Credits</h2>',
  '<p>Design and development of this website by Northlight Digital. All illustrations on this site are original artwork made for SJG Group.</p>',
].join('');

/** What the site showed before issue 24 (the texts of web/src/content/ then), and what the seed stores. */
export const defaultSiteSettings: SiteSettings = {
  home: {
    groupDescription:
      'From a single lottery terminal business in Mumbai to twenty ventures across India and Nepal, SJG Group builds companies that people rely on every day: in gaming and hospitality, real estate and infrastructure, food, healthcare, education and clean energy.',
    approachText:
      'We invest for decades, not quarters. Every SJG venture is run by people who know its market first-hand, backed by the group’s capital, governance and shared services. We enter a sector only when we can raise its standards: fairer games, safer buildings, cleaner water, better care. We keep our promises to regulators, partners and employees, measure ourselves by the trust we earn in each community we serve, and reinvest most of what we make in the people and places that made it possible.',
    aboutTeaser:
      'Founded in Mumbai in 1980, SJG Group has grown into a diversified enterprise of twenty ventures and over 10,000 employees, with offices from Goa to Kathmandu.',
    counters: [
      { value: 18, suffix: '+', label: 'Brands' },
      { value: 50, suffix: '+', label: 'Projects Invested' },
      { value: 10000, suffix: '+', label: 'Employees' },
      { value: 15, suffix: '+', label: 'Locations across India' },
      { value: 45, suffix: '', label: 'Years of Experience' },
    ],
    faq: [
      {
        id: 'faq-what',
        question: 'What does SJG Group do?',
        answer:
          'SJG Group is a diversified business group headquartered in Mumbai, with over 10,000 employees. Our twenty ventures span lottery technology and licensed gaming, hotels and resorts, real estate and infrastructure, beverages and foods, healthcare, apparel, logistics, payments, education, renewable energy and media.',
      },
      {
        id: 'faq-people',
        question: 'How many people work for the group?',
        answer:
          'Over 10,000 employees work across our ventures, in the Mumbai head office and in our offices in Kathmandu, Nepalgunj, Gangtok, Pune, Lucknow, Delhi, Nagpur and Goa, as well as on our project sites and in our plants, hotels and clinics.',
      },
      {
        id: 'faq-partner',
        question: 'How can I partner with or invest in an SJG venture?',
        answer:
          'Send us a message with the form on this page, or call our toll-free number. Tell us which venture interests you and our partnerships team will put you in touch with the right people, usually within two working days.',
      },
      {
        id: 'faq-licensed',
        question: 'Are your lottery and gaming businesses licensed?',
        answer:
          'Yes. Our lottery and gaming companies operate only in states and countries where these activities are lawful, under licences from the relevant authorities, with independent testing of every system and strict responsible-play safeguards.',
      },
    ],
  },
  about: {
    introHeading: 'Building enterprises that last',
    introParagraphs: [
      'SJG Group is a Mumbai-headquartered business group with interests in lottery technology, licensed gaming, hospitality, real estate, consumer goods, healthcare, logistics, education and renewable energy. What began in 1980 as a small company supplying lottery terminals to state-run draws has become a family of twenty ventures across India and Nepal.',
      'Our companies differ in what they make, but they share a way of working: patient capital, strict compliance, local leadership, and a belief that a business is only as strong as the trust placed in it.',
    ],
    profileHeading: 'Company profile',
    profileParagraphs: [
      'Today the group employs more than 10,000 people and operates from nine locations: the head office in Mumbai and regional offices in Kathmandu, Nepalgunj, Gangtok, Pune, Lucknow, Delhi, Nagpur and Goa. Each venture has its own board and management team, supported by group-wide finance, legal, technology and people functions.',
      'Our lottery and gaming businesses work only where they are licensed, under the oversight of the relevant authorities. Our hospitality, real estate and infrastructure companies have delivered more than fifty projects, and our consumer, healthcare and education ventures reach millions of households every year.',
    ],
    facts: [
      { value: '1980', label: 'Founded in Mumbai' },
      { value: '20', label: 'Ventures' },
      { value: '10,000+', label: 'Employees' },
      { value: '9', label: 'Offices in India and Nepal' },
    ],
    missionHeading: 'Our mission',
    missionText:
      'To build and grow businesses that improve everyday life, run with integrity and care, creating lasting value for our customers, our people, our partners and the communities we serve.',
    visionHeading: 'Our vision',
    visionText:
      'To be South Asia’s most trusted diversified group: known for the fairness of its games, the quality of its places and products, and the opportunities it opens for the next generation.',
  },
  // SPEC §2 shows one policy text under four titles; each page now has its own, starting equal.
  policies: {
    updated: 'Last updated: 1 November 2026',
    privacyPolicy: policyHtml,
    terms: policyHtml,
    legalDisclaimer: policyHtml,
    credits: policyHtml,
  },
  contact: {
    headOfficeLabel: 'Head Office',
    addressLines: ['SJG House, 14th Floor', 'Nariman Point', 'Mumbai, Maharashtra 400021', 'India'],
    phoneDisplay: '1800 209 7545',
    phoneTel: '+9118002097545',
    email: 'connect@sjggroup.example',
    officeHours: '',
  },
  locations: {
    // Positions in per cent of the map artwork (web/public/images/map-india-nepal.svg).
    items: [
      { name: 'Mumbai (Head Office)', city: 'Mumbai', x: 19.9, y: 58.5, head: true },
      { name: 'Kathmandu-Nepal', city: 'Kathmandu', x: 58.8, y: 31.0, head: false },
      { name: 'Nepalgunj', city: 'Nepalgunj', x: 47.3, y: 30.0, head: false },
      { name: 'Gangtok-Sikkim', city: 'Gangtok', x: 69.1, y: 32.3, head: false },
      { name: 'Pune', city: 'Pune', x: 23.0, y: 60.3, head: false },
      { name: 'Lucknow', city: 'Lucknow', x: 45.2, y: 33.8, head: false },
      { name: 'Delhi', city: 'Delhi', x: 33.5, y: 28.2, head: false },
      { name: 'Nagpur', city: 'Nagpur', x: 39.3, y: 51.9, head: false },
      { name: 'Goa', city: 'Goa', x: 23.3, y: 70.2, head: false },
    ],
  },
  social: {
    links: [
      { name: 'Instagram', href: 'https://www.instagram.com/' },
      { name: 'Facebook', href: 'https://www.facebook.com/' },
      { name: 'Twitter', href: 'https://twitter.com/' },
      { name: 'YouTube', href: 'https://www.youtube.com/' },
    ],
  },
  footer: {
    heading: 'LETS TALK!',
    legalName: 'SJG Group of Companies',
    agencyName: 'Northlight Digital',
    agencyHref: 'https://example.com/',
  },
  seo: { siteTitle: SITE_NAME, defaultDescription: SITE_DESCRIPTION, shareImage: null },
};

/** The policy pages by route name, as the policies section keys them. */
export const POLICY_PAGES = ['privacyPolicy', 'terms', 'legalDisclaimer', 'credits'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];
