// The history's word comparison: rich text compared as the words a reader sees.
import { describe, expect, it } from 'vitest';
import { plainTextOf } from '@common/plain-text';
import { compareTexts, readableText } from './text-diff';

describe('readableText', () => {
  it('turns sanitized HTML into the sentences of common/plain-text.ts, a block a line, with its entities decoded', () => {
    expect(readableText('<p>Tea &amp; <strong>coffee</strong></p><p>Line one<br>line two</p>')).toBe('Tea & coffee.\n\nLine one line two');
    expect(readableText('<h2>A festive showcase</h2><p>The SJG Expo brings makers.</p>')).toBe('A festive showcase.\n\nThe SJG Expo brings makers.');
    expect(readableText('<h2>A festive showcase</h2><p>The SJG Expo</p>').replace(/\n\n/g, ' ')).toBe(plainTextOf('<h2>A festive showcase</h2><p>The SJG Expo</p>'));
    expect(readableText('<p>5 &lt; 6 &#8377;100 &#x20B9;</p>')).toBe('5 < 6 ₹100 ₹');
  });

  it('leaves plain text, even with a lone angle bracket, as it is', () => {
    expect(readableText('Profit < 5% this year')).toBe('Profit < 5% this year');
  });
});

describe('compareTexts', () => {
  it('marks the removed words on the old side and the added words on the new side', () => {
    const { before, after } = compareTexts('<p>The quick brown fox</p>', '<p>The slow brown fox jumps</p>');
    expect(before.filter((part) => part.change === 'removed').map((part) => part.text.trim())).toEqual(['quick']);
    expect(after.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual(['slow', 'jumps']);
    // jsdiff gives the space between a kept and an added word to the kept part.
    expect(before.map((part) => part.text).join('').trim()).toBe('The quick brown fox');
    expect(after.map((part) => part.text).join('')).toBe('The slow brown fox jumps');
  });

  it('finds nothing to mark between equal texts', () => {
    const { before, after } = compareTexts('Same words', 'Same words');
    expect([...before, ...after].every((part) => part.change === 'same')).toBe(true);
  });
});
