// The search's parameters, as express or node:querystring parses them: the query, and the language
// whose published items it searches (absent: English, as SPEC's search).
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../../../common/languages.js';
import { translationMessages } from '../../../common/translation-messages.js';
import { ValidationError } from '../http/errors.js';

export const searchQuerySchema = z.object({
  // A repeated ?query= arrives as an array: take the first.
  query: z.union([z.string(), z.array(z.string()).transform((values) => values[0] ?? '')]).default(''),
});

const codes: readonly string[] = LANGUAGES.map((language) => language.code);

/** `?lang=`: absent, or a language's code; anything else (a repeated key too) is 400, as the listed reads answer it. */
export function searchLanguageOf(value: unknown): LanguageCode | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !codes.includes(value)) throw new ValidationError(translationMessages.languageInvalid(codes));
  return value as LanguageCode;
}
