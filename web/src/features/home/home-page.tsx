// Home (SPEC §2): the ventures banner, 'In the News' with the marquee and cards, 'Approach' with
// About Us, 'OUR LOCATION', and the contact and FAQ section (composed in by the app). Each section
// that moves is an island (components/island.tsx): each wakes when the visitor reaches for it or,
// for the news and the map's pins, sees it. The banner rotates by CSS until it wakes.
import type { ReactNode } from 'react';
import { Island } from '@/components/island';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApproachSection } from './components/approach-section';
import { LocationSection } from './components/location-section';
import { HomeNews } from './components/news-section';
import { VenturesBanner } from './components/ventures-banner';

export function HomePage({ contactSection }: { contactSection?: ReactNode }) {
  useDocumentTitle(null);
  return (
    <>
      <Island name="ventures-banner" wake="interaction" component={VenturesBanner} props={{}} />
      <Island name="home-news" wake="visible" component={HomeNews} props={{}} />
      <Island name="approach" wake="interaction" component={ApproachSection} props={{}} />
      <Island name="location" wake="visible" component={LocationSection} props={{}} />
      {contactSection}
    </>
  );
}
