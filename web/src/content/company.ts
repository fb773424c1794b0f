// The About page's opening as the site ships it: the default of the about section (issue 24), which
// staff now edit in the admin's Site section; pages read the stored texts (lib/site-settings.tsx).
import { defaultSiteSettings } from '@common/site-settings';

export const aboutIntro = {
  heading: defaultSiteSettings.about.introHeading,
  paragraphs: defaultSiteSettings.about.introParagraphs,
} as const;
