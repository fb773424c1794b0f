// The texts of an item's translations (issue 50): the admin's translation endpoints and the
// public reads' ?lang=, in the words of common/messages.ts.
import { TRANSLATION_SLUG_MAX_BYTES } from './translation-slug.js';

export const translationMessages = {
  languageInvalid: (allowed: readonly string[]) => `lang must be one of ${allowed.join(', ')}.`,
  missingInvalid: (allowed: readonly string[]) => `missing must be one of ${allowed.join(', ')}.`,
  kindInvalid: 'Translations are kept for news, blogs, investors, testimonials, ventures and team members.',
  fieldRequired: (label: string) => `${label} is required.`,
  /** A listed kind's picture has alt text in English, so a published translation says it in its language too. */
  altTextRequired: (label: string) => `${label} is required: the picture has alt text in English.`,
  itemNotFound: 'That item does not exist or is in the trash.',
  translationNotFound: (language: string) => `This item has no ${language} text yet.`,
  translationTrashed: (language: string) => `The ${language} text is in the trash; restore it first.`,
  notInTrash: (language: string) => `The ${language} text is not in the trash.`,
  slugInvalid: 'The address may hold only letters, marks and digits of any script, and hyphens between them.',
  slugTooLong: `The address must be at most ${TRANSLATION_SLUG_MAX_BYTES} bytes (about ${Math.floor(TRANSLATION_SLUG_MAX_BYTES / 3)} Devanagari letters).`,
  slugTaken: (one: string, language: string) => `Another ${one} already uses this address in ${language}.`,
  fieldsInvalid: 'fields must be an object of the translatable fields by name.',
  saved: (language: string) => `The ${language} text was saved.`,
  published: (language: string) => `The ${language} text is published.`,
  unpublished: (language: string) => `The ${language} text is a draft again.`,
  scheduled: (language: string) => `The ${language} text is scheduled.`,
  movedToTrash: (language: string) => `The ${language} text was moved to the trash.`,
  restored: (language: string) => `The ${language} text was restored from the trash.`,
  copied: (count: number) => (count === 0 ? 'Every field already had text: nothing was copied.' : `Copied ${count} empty ${count === 1 ? 'field' : 'fields'} from English.`),
} as const;
