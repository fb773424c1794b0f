// Devanagari in Latin letters (issue 50): romanize() writes a Hindi or Marathi title as a reader
// would type it ("मुंबई" → "mumbai"), for the slug an editor may choose; romanizedKey() folds that and
// any Latin text to a loose key, so a romanized query ("mumbai", "nagpur") finds Devanagari text.
import { normalizeForSearch, withoutJoiners } from './search-normalization.js';

const consonants: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', ऩ: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ऱ: 'r', ल: 'l', ळ: 'l', ऴ: 'l',
  व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h',
  // With nukta (NFC keeps them as letter + U+093C): the sounds of Urdu and English loanwords.
  '\u0915\u093c': 'q', '\u0916\u093c': 'kh', '\u0917\u093c': 'g', '\u091c\u093c': 'z', // क़ ख़ ग़ ज़
  '\u0921\u093c': 'r', '\u0922\u093c': 'rh', '\u092b\u093c': 'f', '\u092f\u093c': 'y', // ड़ ढ़ फ़ य़
};
/** Vowel signs; long and short vowels are written alike, as most romanized Hindi and Marathi is. */
const vowelSigns: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'ॄ': 'ri', 'ॢ': 'li',
  'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॅ': 'e', 'ॉ': 'o', 'ॆ': 'e', 'ॊ': 'o',
};
const vowels: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ॠ: 'ri', ऌ: 'li',
  ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऍ: 'e', ऑ: 'o', ऎ: 'e', ऒ: 'o', ॐ: 'om',
};
const VIRAMA = '\u094d';
const NASALS = new Set(['\u0901', '\u0902']); // chandrabindu, anusvara
const VISARGA = '\u0903';

/** One written syllable: its consonants, its vowel ('' after a virama), and a nasal or visarga after it. */
interface Syllable {
  onset: string;
  consonantCount: number;
  vowel: string;
  inherent: boolean;
  coda: string;
}

/** One consonant (with its nukta) or any other code point. */
const token = /[\u0915-\u0939]\u093c?|[\s\S]/gu;

/** A run of Devanagari letters and marks: one word. */
const devanagariWord = /[\u0900-\u0963\u0970-\u097f]+/gu;

/** A Hindi or Marathi title in lower-case Latin words separated by single spaces ("मुंबई में नया" → "mumbai men naya"). */
export function romanize(text: string): string {
  return withoutJoiners(text)
    .replace(/[\u0966-\u096f]/gu, (digit) => String(digit.codePointAt(0)! - 0x0966))
    .replace(devanagariWord, (word) => ` ${romanizeWord(word)} `)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function romanizeWord(word: string): string {
  const syllables: Syllable[] = [];
  // The last syllable still waits for its vowel sign / follows a virama that joins the next consonant.
  let open = false;
  let joining = false;
  const last = (): Syllable | undefined => syllables[syllables.length - 1];
  const closeWithInherentVowel = () => {
    const syllable = last();
    if (open && syllable) Object.assign(syllable, { vowel: 'a', inherent: true });
    open = false;
  };
  for (const [character] of word.matchAll(token)) {
    const consonant = consonants[character];
    if (consonant !== undefined) {
      const syllable = last();
      if (joining && syllable) {
        // ज्ञ is said and romanized gy ("gyan"), not jn.
        syllable.onset = character === 'ञ' && syllable.onset.endsWith('j') ? `${syllable.onset.slice(0, -1)}gy` : syllable.onset + consonant;
        syllable.consonantCount += 1;
      } else {
        closeWithInherentVowel();
        syllables.push({ onset: consonant, consonantCount: 1, vowel: '', inherent: false, coda: '' });
      }
      open = true;
      joining = false;
      continue;
    }
    joining = false;
    if (character === VIRAMA) {
      joining = open;
      open = false;
    } else if (vowelSigns[character] !== undefined) {
      const syllable = last();
      if (open && syllable) syllable.vowel = vowelSigns[character];
      open = false;
    } else if (vowels[character] !== undefined) {
      closeWithInherentVowel();
      syllables.push({ onset: '', consonantCount: 0, vowel: vowels[character], inherent: false, coda: '' });
    } else if (NASALS.has(character) || character === VISARGA) {
      closeWithInherentVowel();
      const syllable = last();
      if (syllable) syllable.coda += character === VISARGA ? 'h' : 'N';
    }
    // Anything else (avagraha, a stray nukta, danda) writes nothing.
  }
  closeWithInherentVowel();
  dropSilentVowels(syllables);
  return syllables
    .map((syllable, index) => {
      const next = syllables[index + 1];
      // An anusvara sounds m before p, ph, b, bh, m ("मुंबई" → "mumbai"), n elsewhere.
      const coda = syllable.coda.replaceAll('N', next && /^[pbm]/.test(next.onset) ? 'm' : 'n');
      return syllable.onset + syllable.vowel + coda;
    })
    .join('');
}

/**
 * Schwa deletion, as Hindi and Marathi are spoken and romanized: the inherent 'a' goes at the end of a
 * word of two syllables or more unless a conjunct precedes it ("भारत" → "bharat", but "मित्र" → "mitra"),
 * and inside a word between a vowel and a consonant with a vowel, scanning from the end ("नागपुर" →
 * "nagpur", "समझना" → "samajhna"). A vowel before a nasal or visarga stays.
 */
function dropSilentVowels(syllables: Syllable[]): void {
  const silent = (syllable: Syllable | undefined) => syllable !== undefined && syllable.inherent && syllable.coda === '';
  const end = syllables[syllables.length - 1];
  if (syllables.length > 1 && silent(end) && end!.consonantCount === 1) end!.vowel = '';
  for (let index = syllables.length - 2; index >= 1; index -= 1) {
    const before = syllables[index - 1]!;
    const after = syllables[index + 1]!;
    if (silent(syllables[index]) && before.vowel !== '' && after.onset !== '' && after.vowel !== '') syllables[index]!.vowel = '';
  }
}

/**
 * Folds of romanized spellings, applied to both sides so that the ways people write one word meet:
 * w = v, q = k, z = j, f = ph (the nukta letters with and without it), x = ksh ("laxmi"), dny = gy
 * (ज्ञ in Marathi's and Hindi's spellings), ee = i and oo = u, doubled letters single ("patta", "chh"),
 * every 'a' after a consonant that does not begin ai/au/ae/ao dropped (long and short a are one
 * letter in Latin, and whether a schwa is written, "ganapati" or "ganpati", is a habit no rule
 * predicts), then n before p/b/m = m (how an anusvara is heard, "munbai" = "mumbai").
 */
function looseKeyOf(word: string): string {
  return word
    .replaceAll('w', 'v')
    .replaceAll('q', 'k')
    .replaceAll('z', 'j')
    .replaceAll('f', 'ph')
    .replaceAll('x', 'ksh')
    .replaceAll('dny', 'gy')
    .replaceAll('ee', 'i')
    .replaceAll('oo', 'u')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/(?<=[b-df-hj-np-tv-z])a(?![aeiou])/g, '')
    .replace(/n(?=[pbm])/g, 'm')
    .replace(/([a-z])\1+/g, '$1');
}

/** A loose ASCII key of Devanagari and Latin words: romanizedKey('मुंबई') === romanizedKey('Mumbai'). */
export function romanizedKey(text: string): string {
  return romanize(normalizeForSearch(text))
    .split(' ')
    .map(looseKeyOf)
    .filter((key) => key !== '')
    .join(' ');
}
