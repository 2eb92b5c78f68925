/**
 * How product texts and queries become terms: lower case, accents folded (é → e, but æ, ø and å are letters
 * of their own in Norwegian), split on anything that is not a letter or digit, and a light Norwegian stemmer.
 */

const NORWEGIAN_LETTERS = new Set(['æ', 'ø', 'å']);

/** Lower case with accents removed, except the Norwegian letters. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Fast path: plain ASCII and the Norwegian letters need no decomposition.
  if (/^[ -~æøå]*$/.test(lower)) return lower;
  let out = '';
  for (const char of lower) {
    if (NORWEGIAN_LETTERS.has(char)) out += char;
    else out += char.normalize('NFKD').replace(/\p{M}/gu, '');
  }
  return out;
}

const TOKEN = /[\p{L}\p{N}]+/gu;

/** The words of a text, folded; at most `max` of them. */
export function tokenize(text: string, max = Number.POSITIVE_INFINITY): string[] {
  const tokens: string[] = [];
  for (const match of foldText(text).matchAll(TOKEN)) {
    tokens.push(match[0]);
    if (tokens.length >= max) break;
  }
  return tokens;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'æ', 'ø', 'å']);
const hasVowel = (text: string) => [...text].some((char) => VOWELS.has(char));

/** Longest first: the first one that fits is removed. */
const SUFFIXES = [
  'hetene',
  'heten',
  'heter',
  'endes',
  'ende',
  'ande',
  'ene',
  'ane',
  'ede',
  'het',
  'ne',
  'er',
  'en',
  'et',
  'ar',
  'a',
  'e',
];

/**
 * A light stemmer for bokmål product words: removes inflection endings (plural, definite form, genitive s)
 * while at least two letters with a vowel remain, so 'sko', 'skoen' and 'skoene' meet, and 'bukse', 'bukser',
 * 'buksene' become 'buks'. Snowball's Norwegian stemmer (PostgreSQL's 'norwegian' configuration) keeps
 * three letters before any ending, so it leaves 'skoene' as 'skoen' and 'skoen' apart from 'sko': too strict for
 * the short words product names are made of. Words with digits (sizes, models) are kept as they are.
 */
export function stem(token: string): string {
  if (/\d/.test(token)) return token;
  let word = token;
  // Genitive or plural s (skoens, bilens), but not ss (dress).
  if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss')) word = word.slice(0, -1);
  // Two rounds, so a definite form ends where its indefinite does: genseren → genser → gens.
  for (let round = 0; round < 2; round++) {
    const shorter = withoutEnding(word);
    if (shorter === word) break;
    word = shorter;
  }
  return withoutDroppedE(word);
}

const isConsonant = (char: string | undefined) =>
  char !== undefined && /\p{L}/u.test(char) && !VOWELS.has(char);

/**
 * Words in unstressed -el and -er lose that e before an ending: støvel → støvler, sykkel → sykler (one k),
 * vinter → vintrer, enkel → enkle. Every form is brought to the short one, so they meet: 'støvel' and 'støvler'
 * both become 'støvl', 'sykkel' and 'sykler' 'sykl', 'vinter' and 'vintrer' 'vint' (the -er is already gone).
 */
function withoutDroppedE(word: string): string {
  const last = word.length - 1;
  // -el after a consonant: støvel → støvl, sykkel → sykkl → sykl. Not -ell (modell) nor 'gel' (no vowel before).
  if (word.endsWith('el') && isConsonant(word[last - 2])) {
    let rest = word.slice(0, -2);
    if (rest.length >= 2 && hasVowel(rest)) {
      if (rest[rest.length - 1] === rest[rest.length - 2]) rest = rest.slice(0, -1);
      return `${rest}l`;
    }
  }
  // -r after two consonants is an -er word's short form: vintrer → vintr → vint, as 'vinter' → 'vint'.
  if (word[last] === 'r' && isConsonant(word[last - 1]) && isConsonant(word[last - 2])) {
    const rest = word.slice(0, -1);
    if (rest.length >= 2 && hasVowel(rest)) return rest;
  }
  return word;
}

const NORWEGIAN_LETTER = /[æøå]/;

/** Whether a word has æ, ø or å: one without them may have been typed on a keyboard without them. */
export const hasNorwegianLetter = (word: string) => NORWEGIAN_LETTER.test(word);

/**
 * A word as typed without æ, ø and å: æ → ae, ø → o or oe, å → a or aa ('støvler', 'stovler' and 'stoevler',
 * 'blå', 'bla' and 'blaa', 'ære' and 'aere' all give the same). Applied alike to the catalogue's words and the
 * query's, so what the index stores and what a query looks up always agree.
 */
export function withoutNorwegianLetters(word: string): string {
  return word
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/aa/g, 'a');
}

function withoutEnding(word: string): string {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const rest = word.slice(0, -suffix.length);
    if (rest.length >= 2 && hasVowel(rest)) return rest;
  }
  return word;
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let previous2 = new Array<number>(cols).fill(0);
  let previous = Array.from({ length: cols }, (_, index) => index);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[cols - 1] as number;
}

/** Every string made by deleting one character (for the typo index). */
export function oneDeletions(token: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < token.length; index++) {
    const variant = token.slice(0, index) + token.slice(index + 1);
    if (out[out.length - 1] !== variant) out.push(variant);
  }
  return out;
}
