// The Year of a news item: free text on add, a number on edit (SPEC §5), which on edit is held to
// a four-digit year by the admin form and the server alike.

/** In the syntax of an HTML pattern attribute, which matches the whole value. */
export const NEWS_YEAR_PATTERN = '[0-9]{4}';

const newsYear = new RegExp(`^(?:${NEWS_YEAR_PATTERN})$`);

export function isNewsYear(text: string): boolean {
  return newsYear.test(text);
}
