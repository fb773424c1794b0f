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
