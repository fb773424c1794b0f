// How wide each kind of picture is drawn, for its `sizes` attribute: the browser picks a variant
// from the srcset by it before it has laid the page out. Each follows its CSS (the grid's columns
// at each breakpoint, the container's 1200 px and side gutters, a box's max-width) to within the
// few per cent a `vw` figure leaves over; tests/e2e/public-media.e2e.ts measures them against the
// drawn widths at six window widths.

/** The news and blog lists' cards: one column to 640 px, two to 1024 px, then three. */
export const listCardSizes = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, (max-width: 1200px) 33vw, 400px';

/** Home's venture and news cards: one column to 640 px, then two. */
export const homeCardSizes = '(max-width: 640px) 100vw, (max-width: 1200px) 50vw, 560px';

/** Home's featured story: the whole width to 900 px, then the wider of two columns. */
export const homeFeaturedSizes = '(max-width: 900px) 100vw, (max-width: 1200px) 50vw, 590px';

/** An investor's picture: at most 180 px, two cards a row on a phone. */
export const investorImageSizes = '(max-width: 640px) 45vw, 180px';

/** A venture's logo on /ventures: at most 220 px, two tiles a row on a phone, three to 1024 px. */
export const ventureLogoSizes = '(max-width: 640px) 40vw, (max-width: 1024px) 25vw, 220px';

/** The container's width: a venture's banner, a gallery of one picture at a time. */
export const containerSizes = '(max-width: 1200px) 100vw, 1140px';

/** A gallery of two pictures side by side above 768 px (the venture page's). */
export const galleryPairSizes = '(max-width: 768px) 100vw, (max-width: 1200px) 50vw, 560px';

/** A venture's business cards: two a row to 900 px, then four. */
export const subcategorySizes = '(max-width: 900px) 50vw, (max-width: 1200px) 25vw, 280px';

/** A client's logo: at most 180 px; two a row to 480 px, three to 900 px, then five. */
export const clientLogoSizes = '(max-width: 480px) 40vw, (max-width: 900px) 25vw, (max-width: 1200px) 15vw, 180px';

/** A venture's About picture: the whole width to 900 px, then the narrower of two columns. */
export const ventureAboutSizes = '(max-width: 900px) 100vw, (max-width: 1200px) 45vw, 520px';

/** A testimonial's photo on About: a 56 px circle. */
export const testimonialPhotoSizes = '56px';

/** A team member's photo on /team: an 84 px circle. */
export const teamPhotoSizes = '84px';

/** A search result's picture, in the dialog and on the search's page: at most 96 px (72 on a phone). */
export const searchResultSizes = '96px';

/** A news story's or blog post's picture: the article's column, at most 820 px less its gutters. */
export const articleImageSizes = '(max-width: 820px) 100vw, 760px';
