// Home (SPEC §2): the ventures banner, 'In the News' with the marquee and cards, 'Approach' with
// About Us, 'OUR LOCATION', and the contact and FAQ section (composed in by the app).
import type { ReactNode } from 'react';
import { HydrateApart } from '@/components/hydrate-apart';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHomeData } from './api/get-home-data';
import { ApproachSection } from './components/approach-section';
import { LocationSection } from './components/location-section';
import { NewsSection } from './components/news-section';
import { VenturesBanner } from './components/ventures-banner';

export function HomePage({ contactSection }: { contactSection?: ReactNode }) {
  useDocumentTitle(null);
  const home = useHomeData();
  return (
    <>
      <VenturesBanner />
      <HydrateApart>
        {home.status === 'success' ? (
          <NewsSection status="success" data={home.data} />
        ) : home.status === 'error' ? (
          <NewsSection status="error" error={home.error} />
        ) : (
          <NewsSection status="loading" />
        )}
      </HydrateApart>
      <HydrateApart>
        <ApproachSection />
      </HydrateApart>
      <HydrateApart>
        <LocationSection />
      </HydrateApart>
      <HydrateApart>{contactSection}</HydrateApart>
    </>
  );
}
