// A listed kind's picture alt text in Hindi and Marathi (issue 50, item 2): the media library keeps
// one alt text per picture, in English, so a translation holds its own under the reply's key
// (`<base>_alt`: common/picture-keys.ts), checked as the library checks English's.
// The server's translation fields and the admin's language editor both read it from here.
import { contentKinds, type FieldDeclaration, type ListedKind } from './content-kinds.js';
import { MEDIA_ALT_MAX, mediaMessages } from './media.js';
import { pictureKeys } from './picture-keys.js';
import { translationMessages } from './translation-messages.js';

export type TranslatedPictureAlt = { name: string; label: string; field: FieldDeclaration; required: string };

/** The kind's one picture's alt text as a translation field: optional unless English's picture has alt text. */
export function translatedPictureAltOf(kind: ListedKind): TranslatedPictureAlt {
  const picture = contentKinds[kind].pictures[0];
  const label = `${picture.label ?? 'Image'} alt text`;
  return {
    name: pictureKeys(picture.column).alt,
    label,
    field: { type: 'text', label, maxLength: { chars: MEDIA_ALT_MAX, message: mediaMessages.altTooLong }, translatable: true },
    required: translationMessages.altTextRequired(label),
  };
}
