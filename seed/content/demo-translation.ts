// The shape of one demo item's Hindi and Marathi (seed/content/*-translations.ts), apart from the
// list that gathers them (translations.ts), so each kind's file needs nothing of that list.

/** One language of an item: its translatable fields by their declared names. */
export type DemoLanguageText = {
  fields: Record<string, string>;
  /** 'transliterated': the title in Latin letters, the editor's other choice; a Devanagari slug otherwise. */
  slug?: 'transliterated';
  /** Saved, not published: the admin shows a draft waiting. */
  draft?: true;
};

export type DemoTranslation = { en: string; hi?: DemoLanguageText; mr?: DemoLanguageText };

/** What a demo cover is called in each language: it shows the headline on the house colours (seed/artwork coverSvg). */
const coverWords = { hi: 'आवरण चित्र', mr: 'मुखपृष्ठ चित्र' } as const;

/**
 * The item with its cover's alt text in each language under `altField` (the English picture's
 * alt text is the headline, as an upload's is), so publishing finds it and the pages read it.
 */
export function withCoverAlt(altField: string, titleField = 'title'): (item: DemoTranslation) => DemoTranslation {
  const described = (lang: 'hi' | 'mr', text: DemoLanguageText | undefined): DemoLanguageText | undefined =>
    text && { ...text, fields: { ...text.fields, [altField]: `${coverWords[lang]}: ${text.fields[titleField]}` } };
  return (item) => ({ ...item, ...(item.hi && { hi: described('hi', item.hi) }), ...(item.mr && { mr: described('mr', item.mr) }) });
}
