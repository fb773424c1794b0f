// The contact form's mobile number (SPEC §5): typing keeps digits only, at most ten; a paste keeps
// the digits of a number written for people ("98765 43210", "+91 98765-43210", "098765 43210").

import { MOBILE_DIGITS } from './constants.js';

const typedMobile = new RegExp(`^\\d{0,${MOBILE_DIGITS}}$`);

/** Whether the field may hold this while typing: digits only, at most ten; anything else is ignored. */
export function isTypedMobile(text: string): boolean {
  return typedMobile.test(text);
}

/**
 * The national digits of a pasted number: everything but digits is dropped (spaces, dashes, dots,
 * brackets, a label such as "Mobile:"), and so is the country code when written +91 (or as 91
 * before ten digits), and a trunk 0 before ten digits. Not cut to ten: the field does that.
 */
export function mobileDigitsFromPaste(text: string): string {
  const digits = text.replace(/\D/g, '');
  const writtenPlus91 = /^\+91/.test(text.replace(/[^\d+]/g, ''));
  let national = writtenPlus91 || (digits.length === MOBILE_DIGITS + 2 && digits.startsWith('91')) ? digits.slice(2) : digits;
  // "+91 0…" too: the 0 is only ever dialled within India.
  if (national.length === MOBILE_DIGITS + 1 && national.startsWith('0')) national = national.slice(1);
  return national;
}

export type MobileField = { value: string; selectionStart: number | null; selectionEnd: number | null };

/**
 * The field after a paste: the pasted digits replace the selection (or go in at the caret), the
 * result is cut to ten digits as typing would be, and the caret follows what was pasted.
 */
export function pasteIntoMobile(field: MobileField, pasted: string): { value: string; caret: number } {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const inserted = mobileDigitsFromPaste(pasted);
  const value = `${field.value.slice(0, start)}${inserted}${field.value.slice(end)}`.slice(0, MOBILE_DIGITS);
  return { value, caret: Math.min(start + inserted.length, value.length) };
}
