// The code of every island by the name a page gives it (<Island name=…>, components/island.tsx):
// each is fetched only when an island of that name wakes (start.ts). A name the server renders that
// is missing here fails tests/web/islands.test.ts.
import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<object>>;

const named =
  <M,>(load: () => Promise<M>, name: keyof M): Loader =>
  async () =>
    (await load())[name] as ComponentType<object>;

export const islandLoaders = {
  'site-header': named(() => import('@/app/site-header'), 'SiteHeader'),
  'ventures-banner': named(() => import('@/features/home/components/ventures-banner'), 'VenturesBanner'),
  'home-news': named(() => import('@/features/home/components/news-section'), 'HomeNews'),
  approach: named(() => import('@/features/home/components/approach-section'), 'ApproachSection'),
  location: named(() => import('@/features/home/components/location-section'), 'LocationSection'),
  'contact-form': named(() => import('@/features/contact/components/contact-form'), 'ContactForm'),
  faq: named(() => import('@/features/contact/components/faq-accordion'), 'FaqAccordion'),
  testimonials: named(() => import('@/features/about/components/testimonials'), 'Testimonials'),
  'news-list': named(() => import('@/features/news/news-page'), 'NewsList'),
  'blogs-list': named(() => import('@/features/blogs/blogs-page'), 'BlogsList'),
  'investors-list': named(() => import('@/features/investors/investors-page'), 'InvestorsList'),
  'team-list': named(() => import('@/features/team/team-page'), 'TeamList'),
  'venture-about': named(() => import('@/features/ventures/components/venture-about'), 'VentureAbout'),
  'venture-gallery': named(() => import('@/features/ventures/components/venture-sections'), 'VentureGallery'),
  'back-button': named(() => import('@/features/ventures/components/back-button'), 'BackButton'),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islandLoaders;
