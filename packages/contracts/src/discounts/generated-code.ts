/**
 * Generated (unique) discount codes: ten random characters from an alphabet without look-alikes
 * (no 0/O, 1/I), then one check character (Luhn mod 32), so a mistyped code is recognised before any
 * lookup. 32 symbols carry 5 bits each: 50 random bits, one valid code in about 10^15 guesses.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const GENERATED_CODE_RANDOM_LENGTH = 10;
export const GENERATED_CODE_LENGTH = GENERATED_CODE_RANDOM_LENGTH + 1;

const RADIX = CODE_ALPHABET.length;
const INDEX = new Map([...CODE_ALPHABET].map((symbol, index) => [symbol, index]));

/** The Luhn mod N check character of `body` (upper case, alphabet symbols only). */
export function checkCharacter(body: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const value = INDEX.get(body[i] as string);
    if (value === undefined) throw new Error(`not a code symbol: ${body[i]}`);
    const product = factor * value;
    sum += Math.floor(product / RADIX) + (product % RADIX);
    factor = factor === 2 ? 1 : 2;
  }
  return CODE_ALPHABET[(RADIX - (sum % RADIX)) % RADIX] as string;
}

/** True when `code` has the generated shape (length and alphabet), whether or not its check holds. */
export function looksGenerated(code: string): boolean {
  if (code.length !== GENERATED_CODE_LENGTH) return false;
  for (const symbol of code) if (!INDEX.has(symbol)) return false;
  return true;
}

/** True when `code` has the generated shape and its check character is right. */
export function hasValidCheck(code: string): boolean {
  return looksGenerated(code) && checkCharacter(code.slice(0, -1)) === code.slice(-1);
}

/** A code from `random` bytes (at least GENERATED_CODE_RANDOM_LENGTH of them; only 5 bits of each are used). */
export function codeFromBytes(random: Uint8Array, offset = 0): string {
  let body = '';
  for (let i = 0; i < GENERATED_CODE_RANDOM_LENGTH; i++) {
    body += CODE_ALPHABET[(random[offset + i] as number) & (RADIX - 1)];
  }
  return body + checkCharacter(body);
}

/**
 * The generated codes one mistake away from `typed` whose check character holds: each symbol replaced by
 * each other symbol, and each pair of neighbours swapped. A mistyped generated code is among them.
 */
export function generatedCodeRepairs(typed: string): string[] {
  const code = typed.toUpperCase();
  const found = new Set<string>();
  const consider = (candidate: string) => {
    if (candidate !== code && hasValidCheck(candidate)) found.add(candidate);
  };
  if (code.length === GENERATED_CODE_LENGTH) {
    for (let i = 0; i < code.length; i++) {
      for (const symbol of CODE_ALPHABET) consider(code.slice(0, i) + symbol + code.slice(i + 1));
    }
    for (let i = 0; i + 1 < code.length; i++) {
      consider(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2));
    }
  }
  // One symbol left out or one typed twice.
  if (code.length === GENERATED_CODE_LENGTH - 1) {
    for (let i = 0; i <= code.length; i++) {
      for (const symbol of CODE_ALPHABET) consider(code.slice(0, i) + symbol + code.slice(i));
    }
  }
  if (code.length === GENERATED_CODE_LENGTH + 1) {
    for (let i = 0; i < code.length; i++) consider(code.slice(0, i) + code.slice(i + 1));
  }
  return [...found];
}

/** Levenshtein distance up to `limit` (answers limit + 1 past it): "one character off" for typed codes. */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      // An adjacent swap counts as one mistake.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] as number;
}
