// The contact form's mobile number (SPEC §5: exactly 10 digits). The rule is about the number, not
// how it is written: "+91 98765 43210", "098765 43210" and "98765-43210" are the number 9876543210,
// on the client and on the server alike, and the server stores those ten digits (docs/decisions.md).

import { MOBILE_DIGITS } from './constants.js';

/** What a phone number is written with: digits, spaces, + - . and brackets. */
const phoneCharacters = /^[\d\s+\-.()]*$/;

/**
 * Whether the field may hold this while typing: a number as people write it whose own digits are
 * at most ten (a +91 or a trunk 0 before them is not counted); a letter, or an 11th digit of the
 * number, is ignored.
 */
export function isTypedMobile(text: string): boolean {
  return phoneCharacters.test(text) && mobileDigitsFromPaste(text).length <= MOBILE_DIGITS;
}

/** The ten digits of a mobile number as people write it, or null when it is not one (letters, too few or too many digits). */
export function mobileNumberOf(text: string): string | null {
  if (!phoneCharacters.test(text)) return null;
  const digits = mobileDigitsFromPaste(text);
  return digits.length === MOBILE_DIGITS ? digits : null;
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
