// Public routes of SPEC §2 (owned by the public-site feature). Every page is its own lazy chunk;
// all of them sit inside PublicLayout (header, footer, search). Pages that combine two features
// (Home with the contact section, the layout with the search modal) are composed here, since
// features do not import each other. The search modal is a chunk of its own too, fetched when a
// visitor first opens it: every byte before the first page renders counts (bundle budget).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { PublicLayout } from '../features/layout/public-layout';
import { lazyPage } from './lazy-page';

const SearchModal = lazy(async () => ({ default: (await import('../features/search/components/search-modal')).SearchModal }));

const HomePage = lazyPage(async () => {
  const [home, contact] = await Promise.all([import('../features/home/home-page'), import('../features/contact/contact-section')]);
  return { HomeRoute: () => <home.HomePage contactSection={<contact.ContactSection />} /> };
}, 'HomeRoute');
const VenturesPage = lazyPage(() => import('../features/ventures/ventures-page'), 'VenturesPage');
const VenturePage = lazyPage(() => import('../features/ventures/venture-page'), 'VenturePage');
const VentureDetailsPage = lazyPage(() => import('../features/ventures/venture-details-page'), 'VentureDetailsPage');
const AboutPage = lazyPage(() => import('../features/about/about-page'), 'AboutPage');
const PolicyPage = lazyPage(() => import('../features/legal/policy-page'), 'PolicyPage');
const BlogsPage = lazyPage(() => import('../features/blogs/blogs-page'), 'BlogsPage');
const BlogPage = lazyPage(() => import('../features/blogs/blog-page'), 'BlogPage');
const NewsPage = lazyPage(() => import('../features/news/news-page'), 'NewsPage');
const NewsItemPage = lazyPage(() => import('../features/news/news-item-page'), 'NewsItemPage');
const TeamPage = lazyPage(() => import('../features/team/team-page'), 'TeamPage');
const InvestorsPage = lazyPage(() => import('../features/investors/investors-page'), 'InvestorsPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

export function publicRoutes() {
  return (
    <Route
      element={
        <PublicLayout
          renderSearch={(props) =>
            props.open && (
              <Suspense fallback={null}>
                <SearchModal {...props} />
              </Suspense>
            )
          }
        />
      }
    >
      <Route path="/" element={<HomePage />} />
      <Route path="/ventures" element={<VenturesPage />} />
      <Route path="/singleventure/:slug" element={<VenturePage />} />
      <Route path="/ventures/ventures_details/:id" element={<VentureDetailsPage />} />
      <Route path="/about-us" element={<AboutPage />} />
      <Route path="/privacy-policy" element={<PolicyPage />} />
      <Route path="/terms" element={<PolicyPage />} />
      <Route path="/legal-disclaimer" element={<PolicyPage />} />
      <Route path="/credits" element={<PolicyPage />} />
      <Route path="/blogs" element={<BlogsPage />} />
      <Route path="/single-blog/:slug" element={<BlogPage />} />
      <Route path="/news" element={<NewsPage />} />
      <Route path="/single-news/:slug" element={<NewsItemPage />} />
      <Route path="/team" element={<TeamPage />} />
      <Route path="/investors" element={<InvestorsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}
