import { describe, expect, it } from 'vitest';
import { isTypedMobile, mobileDigitsFromPaste, mobileNumberOf, pasteIntoMobile } from '../../common/mobile-number.js';

describe('typing a mobile number (SPEC §5: the number, however it is written)', () => {
  it.each(['', '9', '98765', '9876543210', '98765 4', '98765-4', '+91', '+91 98765 43210', '098765 43210', '(98765) 43210'])('lets %j stand', (text) => {
    expect(isTypedMobile(text)).toBe(true);
  });

  it.each(['98a', 'Mobile 98', '98765432101', '+91 98765 432101'])('ignores %j (a letter, or an 11th digit of the number)', (text) => {
    expect(isTypedMobile(text)).toBe(false);
  });
});

describe('the number the contact form sends and the server stores', () => {
  it.each(['9876543210', '+91 98765 43210', '098765 43210', '98765-43210', ' 98765 43210 '])('reads %j as 9876543210', (text) => {
    expect(mobileNumberOf(text)).toBe('9876543210');
  });

  it.each(['', '98765', '98765 432101', 'call 9876543210', '9876543210x'])('finds no mobile number in %j', (text) => {
    expect(mobileNumberOf(text)).toBeNull();
  });
});

describe('the digits of a pasted mobile number', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['+91 098765 43210', '9876543210'],
    [' 98765\u00a043210\n', '9876543210'],
    ['[98765] 43210', '9876543210'],
    ['Mobile: 98765 43210', '9876543210'],
  ])('reads %j as %s', (pasted, digits) => {
    expect(mobileDigitsFromPaste(pasted)).toBe(digits);
  });

  it('keeps a 91 or a 0 that begins a ten-digit number', () => {
    expect(mobileDigitsFromPaste('91234 56789')).toBe('9123456789');
    expect(mobileDigitsFromPaste('0123456789')).toBe('0123456789');
  });

  it('keeps every digit of a longer number for the field to cut, and nothing of a paste without digits', () => {
    expect(mobileDigitsFromPaste('98765 43210 99')).toBe('987654321099');
    expect(mobileDigitsFromPaste('call me')).toBe('');
  });
});

describe('pasting into the mobile field', () => {
  const empty = { value: '', selectionStart: 0, selectionEnd: 0 };

  it.each(['98765 43210', '98765-43210', '+91 98765 43210'])('fills an empty field from %j with 9876543210, caret at the end', (pasted) => {
    expect(pasteIntoMobile(empty, pasted)).toEqual({ value: '9876543210', caret: 10 });
  });

  it('inserts at the caret and replaces the selection', () => {
    expect(pasteIntoMobile({ value: '98710', selectionStart: 3, selectionEnd: 3 }, '65 432')).toEqual({ value: '9876543210', caret: 8 });
    expect(pasteIntoMobile({ value: '1234567890', selectionStart: 0, selectionEnd: 10 }, '+91 98765 43210')).toEqual({ value: '9876543210', caret: 10 });
  });

  it('cuts the result to ten digits, as typing would', () => {
    expect(pasteIntoMobile({ value: '98765', selectionStart: 5, selectionEnd: 5 }, '43210 99')).toEqual({ value: '9876543210', caret: 10 });
    expect(pasteIntoMobile({ value: '9876543210', selectionStart: 10, selectionEnd: 10 }, '5')).toEqual({ value: '9876543210', caret: 10 });
  });

  it('leaves the field as it was when the paste has no digits', () => {
    expect(pasteIntoMobile({ value: '98765', selectionStart: 2, selectionEnd: 2 }, 'abc')).toEqual({ value: '98765', caret: 2 });
  });

  it('pastes at the end when the field reports no selection', () => {
    expect(pasteIntoMobile({ value: '98765', selectionStart: null, selectionEnd: null }, '43210')).toEqual({ value: '9876543210', caret: 10 });
  });
});
