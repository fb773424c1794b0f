// A declared field (common/content-kinds.ts) checked by its type: the same rules and messages
// wherever a kind's write is parsed (the listed kinds' paths, the team's).
import { z } from 'zod';
import { lengthLimitOf, type FieldDeclaration } from '../../../common/content-kinds.js';
import { STARS_MAX, STARS_MIN } from '../../../common/constants.js';
import { contentMessages } from '../../../common/messages.js';
import { isBlankHtml, visibleTextLength } from '../../../common/plain-text.js';
import { requiredText } from '../http/request-schemas.js';

/** A rich text's markup may be this many times its limit of visible characters (links, lists, emphasis fit easily). */
const MARKUP_PER_CHARACTER = 10;

/** SPEC §9 stars: 0 to 5 in steps of 0.1, written as a plain decimal ('4', '4.5'; not '4.25', '1e0'). */
export function isStarRating(text: string): boolean {
  if (!/^\d+(\.\d+)?$/.test(text)) return false;
  const value = Number(text);
  const tenths = value * 10;
  return value >= STARS_MIN && value <= STARS_MAX && Math.abs(tenths - Math.round(tenths)) < 1e-9;
}

/** A field as the add form must send it; `required` is the message when it is blank or missing. */
export function requiredField(name: string, field: FieldDeclaration, required: string): z.ZodType {
  switch (field.type) {
    case 'title': {
      const { chars, message } = lengthLimitOf(name, field)!;
      return requiredText(required).max(chars, { error: message });
    }
    case 'text':
    case 'longText': {
      const text = requiredText(required);
      return field.maxLength ? text.max(field.maxLength.chars, { error: field.maxLength.message }) : text;
    }
    case 'richText':
      return richTextWithin(field, z.string({ error: required }).refine((content) => !isBlankHtml(content), { error: required }));
    case 'stars':
      return (
        requiredText(required)
          .refine(isStarRating, { error: contentMessages.starRating })
          // Kept with one decimal, as the numeric(2,1) column holds it.
          .transform((text) => Math.round(Number(text) * 10) / 10)
      );
  }
}

/**
 * A rich text in its field's limit, which counts the text a reader sees, not the markup around it
 * (SPEC §5's 2000 characters of a blog are about 300 words, not the 250 its HTML left room for). The
 * markup itself is bounded too, at ten times as much, so a body of empty tags cannot be stored without end.
 */
export function richTextWithin(field: FieldDeclaration, html: z.ZodType<string>): z.ZodType<string> {
  if (!field.maxLength) return html;
  const { chars, message } = field.maxLength;
  return html.refine((content) => content.length <= chars * MARKUP_PER_CHARACTER && visibleTextLength(content) <= chars, { error: message });
}

/**
 * A field that may be blank: trimmed, at most its declared length, '' when absent. A value that is
 * not text gets the length message (the field's only rule).
 */
export function optionalField(field: FieldDeclaration): z.ZodType<string> {
  const message = field.maxLength?.message;
  const text = z.string(message === undefined ? undefined : { error: message }).trim();
  return (field.maxLength ? text.max(field.maxLength.chars, { error: field.maxLength.message }) : text).optional().default('');
}

/** A declared text field (any type but stars) as a write takes it: required with its own message, or optional. */
export function declaredTextSchema(name: string, field: FieldDeclaration): z.ZodType<string> {
  if (field.type === 'stars') throw new Error(`The field ${name} is a star rating, not text.`);
  if (field.optional) return optionalField(field);
  if (field.requiredMessage === undefined) throw new Error(`The field ${name} declares no message for when it is missing.`);
  return requiredField(name, field, field.requiredMessage) as z.ZodType<string>;
}
