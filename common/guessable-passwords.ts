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
 * True when, reading leet characters as letters or not as fits, and dropping digits, symbols and
 * spaces between words, the password is nothing but the given words one after another (or no
 * word at all): 'SjgGroup@2026' is 'sjg' + 'group', 'Adm1n-sjg!' is 'admin' + 'sjg'. A password
 * with letters of its own ('Sjg-river-lantern-42!') is not.
 */
export function isBuiltFromWords(password: string, words: Iterable<string>): boolean {
  const byFirstLetter = indexByFirstLetter(words);
  const chars = [...folded(password)];
  // reachable[i]: the first i characters can be read as words and decoration.
  const reachable = Array.from({ length: chars.length + 1 }, (_, i) => i === 0);
  for (let i = 0; i < chars.length; i++) {
    if (!reachable[i]) continue;
    const char = chars[i]!;
    if (!isLetter(char)) reachable[i + 1] = true;
    for (const letter of isLetter(char) ? char : (leetLetters[char] ?? '')) {
      for (const word of byFirstLetter.get(letter) ?? []) {
        if (matchesAt(chars, i, word)) reachable[i + word.length] = true;
      }
    }
  }
  return reachable[chars.length]!;
}

function matchesAt(chars: string[], start: number, word: readonly string[]): boolean {
  if (start + word.length > chars.length) return false;
  return word.every((letter, k) => {
    const char = chars[start + k]!;
    return char === letter || (leetLetters[char]?.includes(letter) ?? false);
  });
}

function indexByFirstLetter(words: Iterable<string>): Map<string, string[][]> {
  const index = new Map<string, string[][]>();
  const seen = new Set<string>();
  for (const raw of words) {
    const word = [...folded(raw)].filter(isLetter).join('');
    if ([...word].length < MIN_WORD_LETTERS || seen.has(word)) continue;
    seen.add(word);
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
