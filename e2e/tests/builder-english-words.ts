import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The English words GrapesJS and grapesjs-mjml would show in their panels: read from the installed
 * packages themselves (their English messages, the names and labels of their panels, properties, options,
 * traits and rich-text buttons, and the CSS property names they turn into labels), so the list grows with
 * an upgrade instead of being typed by hand.
 */
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const read = (name: string, file: string) => readFileSync(join(packageDir(name), file), 'utf8');

/** Words that are the same in good bokmål, or names (fonts, units, services), never a sign of English. */
export const SAME_IN_BOKMAL = new Set([
  'px',
  'em',
  'rem',
  'vh',
  'vw',
  'ms',
  's',
  'deg',
  'rad',
  'grad',
  'x',
  'y',
  'z',
  'normal',
  'type',
  'video',
  // Words both languages have: "Alt er lagret", "To kolonner", "Velg et element", "Sosialt medium".
  'for',
  'over',
  'alt',
  'to',
  'element',
  'medium',
  'en',
  // Font names (the style manager's font list) are names, not words.
  'arial',
  'helvetica',
  'black',
  'gadget',
  'brush',
  'script',
  'mt',
  'comic',
  'sans',
  'ms',
  'courier',
  'new',
  'georgia',
  'impact',
  'charcoal',
  'lucida',
  'unicode',
  'grande',
  'tahoma',
  'geneva',
  'times',
  'roman',
  'trebuchet',
  'verdana',
  'serif',
  'monospace',
  'cursive',
]);

function quotedStrings(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

function englishVocabulary(): Set<string> {
  const texts: string[] = [];
  // Every message of the English sets.
  texts.push(...quotedStrings(read('grapesjs', 'locale/en.mjs'), /:\s*'([^']+)'/g));
  texts.push(...quotedStrings(read('grapesjs-mjml', 'locale/en.js'), /:\s*'([^']+)'/g));
  const core = read('grapesjs', 'dist/grapes.mjs');
  // Titles of the rich-text buttons and panels, names and labels of properties and options.
  texts.push(...quotedStrings(core, /(?:title|label|name): '([A-Z][^']{1,40})'/g));
  // The built-in style properties (their ids become labels: 'font-size' shows as 'Font size').
  texts.push(...quotedStrings(core, /\['([a-z-]+)', \{/g));
  // The options of select and radio properties, by id.
  for (const list of quotedStrings(core, /getOptions\(\[([^\]]+)\]/g)) {
    texts.push(...quotedStrings(list, /'([^']+)'/g));
  }
  const mjml = read('grapesjs-mjml', 'dist/index.js');
  texts.push(...quotedStrings(mjml, /(?:name|label|placeholder|property):'([^']{1,40})'/g));
  texts.push(...quotedStrings(mjml, /traits:\['([a-z-]+)'/g));
  // Words every panel of the three builders would show in English if not translated.
  texts.push('Hover Classes Selected State Layer Layers Settings Component Components Wrapper Body Box');
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      if (word.length > 1 && !SAME_IN_BOKMAL.has(word)) words.add(word);
    }
  }
  return words;
}

let vocabulary: Set<string> | null = null;

/** The English words in `text`: any word of the vocabulary, except all-caps abbreviations (ID, MJML). */
export function englishWordsIn(text: string): string[] {
  vocabulary ??= englishVocabulary();
  const found: string[] = [];
  // Addresses (a placeholder's https://…) and an element's #id are not words of a language.
  const withoutAddresses = text.replace(/\b[a-z]+:\/\/\S*/gi, ' ').replace(/#[\w-]+/g, ' ');
  // A token with a digit is a generated name or an id (the test's «Overskrift mx1on3yc»), not words: its
  // letters split at the digits made "on", a flaky failure.
  const tokens = withoutAddresses.split(/\s+/).filter((token) => !/\d/.test(token));
  for (const word of tokens.join(' ').split(/[^\p{L}]+/u)) {
    if (word.length < 2) continue;
    if (word === word.toUpperCase() && ['ID', 'HTML', 'MJML', 'CSS', 'URL'].includes(word)) continue;
    if (vocabulary.has(word.toLowerCase())) found.push(word);
  }
  return found;
}
