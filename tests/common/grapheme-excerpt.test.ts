import { describe, expect, it } from 'vitest';
import { excerptOnGraphemes, truncate } from '../../common/plain-text.js';

describe('excerptOnGraphemes', () => {
  it('cuts a Hindi text between letters, never inside a conjunct or before a vowel sign', () => {
    const text = 'क्षेत्रीय प्रबंधन';
    expect(excerptOnGraphemes(text, 1)).toBe('क्षे...');
    expect(excerptOnGraphemes(text, 2)).toBe('क्षेत्री...');
    expect(excerptOnGraphemes(text, 4)).toBe('क्षेत्रीय...');
  });

  it('keeps Marathi’s eyelash ra with the letter it joins', () => {
    expect(excerptOnGraphemes('दर्\u200dयांमध्ये', 2)).toBe('दर्\u200dयां...');
  });

  it('adds the ellipsis only when something was cut', () => {
    expect(excerptOnGraphemes('मुंबई', 3)).toBe('मुंबई');
    expect(excerptOnGraphemes('मुंबई', 2)).toBe('मुंब...');
  });

  it('gives truncate’s result for English text', () => {
    const text = 'The SJG Expo brings ventures, investors and visitors together in Mumbai.';
    for (const length of [0, 5, 20, 40, 71, 72, 200]) expect(excerptOnGraphemes(text, length)).toBe(truncate(text, length));
  });
});
