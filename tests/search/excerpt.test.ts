import { describe, expect, it } from 'vitest';
import { cutExcerpt, EXCERPT_LEAD_SLACK, EXCERPT_LEAD_WORDS, EXCERPT_WORDS, EXCERPT_WORDS_UNMATCHED } from '../../server/src/search/excerpt.js';

const numbered = (from: number, count: number) => Array.from({ length: count }, (_, i) => `w${from + i}`).join(' ');

describe('cutExcerpt', () => {
  it("starts at the beginning of the matched word's sentence", () => {
    expect(cutExcerpt({ lead: 'Rain fell all week. Our guests at the ', rest: 'casino stayed dry. Then it cleared.', matched: true, cutBefore: false, cutAfter: false })).toBe(
      'Our guests at the casino stayed dry. Then it cleared.',
    );
    expect(cutExcerpt({ lead: 'region. ', rest: 'Mangalore office reviewed the accounts.', matched: true, cutBefore: true, cutAfter: false })).toBe('Mangalore office reviewed the accounts.');
  });

  it('starts at the body’s beginning when the first sentence holds the word', () => {
    expect(cutExcerpt({ lead: 'Jobs & skills stay in ', rest: 'Nagpur <always>.', matched: true, cutBefore: false, cutAfter: false })).toBe('Jobs & skills stay in Nagpur <always>.');
  });

  it(`keeps at most ${EXCERPT_LEAD_WORDS} words before the matched one when its sentence began long before`, () => {
    const excerpt = cutExcerpt({ lead: `${numbered(1, 20)} `, rest: 'casino and more', matched: true, cutBefore: true, cutAfter: false });
    expect(excerpt).toBe(`${numbered(9, EXCERPT_LEAD_WORDS)} casino and more`);
  });

  it(`starts at its sentence's start, or the body's, when that is at most ${EXCERPT_LEAD_SLACK} words further back, not a word or two into it`, () => {
    const lead = 'Rohan’s day starts at six, when vans leave the depot with parts for the ';
    expect(lead.trim().split(' ')).toHaveLength(EXCERPT_LEAD_WORDS + 2);
    expect(cutExcerpt({ lead, rest: 'lottery terminals of Pune.', matched: true, cutBefore: false, cutAfter: false })).toBe(`${lead}lottery terminals of Pune.`);
    const longer = { lead: `${numbered(1, EXCERPT_LEAD_WORDS + EXCERPT_LEAD_SLACK + 1)} `, rest: 'casino', matched: true, cutBefore: false, cutAfter: false };
    expect(cutExcerpt(longer)).toBe(`${numbered(EXCERPT_LEAD_SLACK + 2, EXCERPT_LEAD_WORDS)} casino`);
    const afterSentence = (count: number) => cutExcerpt({ lead: `Before it ends. ${numbered(1, count)} `, rest: 'casino', matched: true, cutBefore: true, cutAfter: false });
    expect(afterSentence(EXCERPT_LEAD_WORDS + EXCERPT_LEAD_SLACK)).toBe(`${numbered(1, EXCERPT_LEAD_WORDS + EXCERPT_LEAD_SLACK)} casino`);
    expect(afterSentence(EXCERPT_LEAD_WORDS + EXCERPT_LEAD_SLACK + 1)).toBe(`${numbered(EXCERPT_LEAD_SLACK + 2, EXCERPT_LEAD_WORDS)} casino`);
  });

  it('drops the piece of a word the lead was cut in, and the one the rest was cut in', () => {
    expect(cutExcerpt({ lead: 'rterly figures. ', rest: 'Casino and mo', matched: true, cutBefore: true, cutAfter: true })).toBe('Casino and');
    expect(cutExcerpt({ lead: 'rterly figures ', rest: 'casino', matched: true, cutBefore: true, cutAfter: false })).toBe('figures casino');
  });

  it(`stops at ${EXCERPT_WORDS} words`, () => {
    const excerpt = cutExcerpt({ lead: '', rest: numbered(1, 80), matched: true, cutBefore: false, cutAfter: true });
    expect(excerpt).toBe(numbered(1, EXCERPT_WORDS));
  });

  it('drops the last word only when the text given ran out while the body goes on', () => {
    const cut = (words: number, leadWords = 0) =>
      cutExcerpt({ lead: leadWords ? `${numbered(100, leadWords)} ` : '', rest: numbered(1, words), matched: true, cutBefore: false, cutAfter: true });
    expect(cut(EXCERPT_WORDS - 1)).toBe(numbered(1, EXCERPT_WORDS - 2));
    expect(cut(EXCERPT_WORDS)).toBe(numbered(1, EXCERPT_WORDS - 1));
    expect(cut(EXCERPT_WORDS + 1)).toBe(numbered(1, EXCERPT_WORDS));
    expect(cut(EXCERPT_WORDS + 2)).toBe(numbered(1, EXCERPT_WORDS));
    expect(cut(EXCERPT_WORDS, 5)).toBe(`${numbered(100, 5)} ${numbered(1, EXCERPT_WORDS - 5)}`);
    expect(cutExcerpt({ lead: '', rest: `  ${numbered(1, 3)}  `, matched: true, cutBefore: false, cutAfter: true })).toBe(numbered(1, 2));
  });

  it(`gives the body’s first ${EXCERPT_WORDS_UNMATCHED} words when no body word matched, and nothing for an empty body`, () => {
    expect(cutExcerpt({ lead: '', rest: 'A short body.', matched: false, cutBefore: false, cutAfter: false })).toBe('A short body.');
    expect(cutExcerpt({ lead: '', rest: numbered(1, 80), matched: false, cutBefore: false, cutAfter: true })).toBe(numbered(1, EXCERPT_WORDS_UNMATCHED));
    expect(cutExcerpt({ lead: '', rest: '', matched: false, cutBefore: false, cutAfter: false })).toBe('');
  });
});
