// Whether a password is built only from words a guesser tries first (NIST SP 800-63B's
// context-specific words): 'Sjg@2026', 'SjgGroup!1', 'P@ssw0rd2026' pass SPEC §5's strength rule
// but are among the first guesses against this site.
import { SITE_NAME } from './site-pages.js';

/** The site's and the group's name, and the city of its head office, as a guesser would try them. */
export const siteWords: readonly string[] = [...SITE_NAME.split(/\s+/), 'Mumbai'];

/** Shorter words would let almost any password be read as a string of words. */
const MIN_WORD_LETTERS = 3;

/** Characters written for letters ('P@ssw0rd'); elsewhere they count as decoration. */
export const leetLetters: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'il',
  '!': 'il',
  '|': 'l',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

/** The words of an account name: an e-mail's local part, whole and split on . _ - + and digits. */
export function accountWords(emailOrName: string): string[] {
  const name = emailOrName.split('@')[0] ?? '';
  return [name, ...name.split(/[._\-+\d]+/)];
}

/**
 * A passphrase of several common words is strong by its length ('Summer-Moon-Golden-7!'); a
 * password of one or two of them ('P@ssw0rd2026', 'Admin-Password1!') is among the first guesses.
 */
const MAX_GUESSABLE_COMMON_WORDS = 2;

/**
 * True when, reading leet characters as letters or not as fits, and dropping digits, symbols and
 * spaces between words, the password is nothing but context words (the site's, the account's)
 * and at most two common words, one after another, or no word at all: 'SjgGroup@2026' is 'sjg' +
 * 'group', 'Adm1n-sjg!' is 'admin' + 'sjg'. A password with letters of its own
 * ('Sjg-river-lantern-42!') is not, nor one of three or more common words.
 */
export function isBuiltFromWords(password: string, contextWords: Iterable<string>, commonWords: Iterable<string> = []): boolean {
  const context = wordsOf(contextWords);
  const byFirstLetter = indexByFirstLetter([...context, ...[...wordsOf(commonWords)].filter((word) => !context.has(word))]);
  const chars = [...folded(password)];
  // fewestCommon[i]: the fewest common words in a reading of the first i characters as words and
  // decoration (Infinity: no reading).
  const fewestCommon = Array.from({ length: chars.length + 1 }, (_, i) => (i === 0 ? 0 : Infinity));
  const reach = (to: number, count: number) => (fewestCommon[to] = Math.min(fewestCommon[to]!, count));
  for (let i = 0; i < chars.length; i++) {
    const count = fewestCommon[i]!;
    if (count === Infinity) continue;
    const char = chars[i]!;
    if (!isLetter(char)) reach(i + 1, count);
    for (const letter of isLetter(char) ? char : (leetLetters[char] ?? '')) {
      for (const word of byFirstLetter.get(letter) ?? []) {
        if (matchesAt(chars, i, word)) reach(i + word.length, count + (context.has(word.join('')) ? 0 : 1));
      }
    }
  }
  return fewestCommon[chars.length]! <= MAX_GUESSABLE_COMMON_WORDS;
}

function matchesAt(chars: string[], start: number, word: readonly string[]): boolean {
  if (start + word.length > chars.length) return false;
  return word.every((letter, k) => {
    const char = chars[start + k]!;
    return char === letter || (leetLetters[char]?.includes(letter) ?? false);
  });
}

/** The words as they are matched: folded, letters only, long enough to count. */
function wordsOf(words: Iterable<string>): Set<string> {
  const kept = new Set<string>();
  for (const raw of words) {
    const word = [...folded(raw)].filter(isLetter).join('');
    if ([...word].length >= MIN_WORD_LETTERS) kept.add(word);
  }
  return kept;
}

function indexByFirstLetter(words: Iterable<string>): Map<string, string[][]> {
  const index = new Map<string, string[][]>();
  for (const word of words) {
    const letters = [...word];
    const list = index.get(letters[0]!) ?? [];
    list.push(letters);
    index.set(letters[0]!, list);
  }
  return index;
}

/** Lower case, compatibility forms unified (full-width letters), accents dropped ('Pässwörd'). */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();
}

function isLetter(char: string): boolean {
  return /\p{L}/u.test(char);
}
