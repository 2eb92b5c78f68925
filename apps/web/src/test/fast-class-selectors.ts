/**
 * Web tests spent most of their time in jsdom's getComputedStyle (a CPU profile of the slowest file: 26 of
 * 48 s). Testing Library calls it for every node under every candidate of a role query, again on every poll
 * of findBy and waitFor, and jsdom answers each call by matching every CSS rule on the page against the
 * element: MUI's emotion styles are about a thousand rules, each a full run of jsdom's selector engine.
 *
 * Nearly all of them name a class or a tag in their last compound (`.css-1x2y-MuiButton-root:hover`,
 * `.css-a .MuiChip-icon`, jsdom's own `td, th`), and an element without that class or of another tag cannot
 * match. That is answered here; only the rules an element may match go on to the engine, which answers as
 * before.
 */

/**
 * Walks a selector at its top level: `visit` sees each character outside parentheses, brackets and quotes;
 * `bracket` gets what is within each top-level bracket. False for what this file does not read (escapes,
 * unbalanced text).
 */
function scan(
  text: string,
  visit: (char: string, index: number) => void,
  bracket?: (content: string) => void,
) {
  let depth = 0;
  let quote: string | null = null;
  let bracketStart = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\') return false;
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') {
      if (depth === 0 && char === '[') bracketStart = i + 1;
      depth++;
    } else if (char === ')' || char === ']') {
      depth--;
      if (depth === 0 && char === ']' && bracketStart >= 0) bracket?.(text.slice(bracketStart, i));
      if (depth < 0) return false;
    } else if (depth === 0) visit(char, i);
  }
  return depth === 0 && quote === null;
}

/** Each item's last compound (items split at top-level commas). */
function lastCompounds(selector: string): string[] | null {
  const compounds: string[] = [];
  let compoundStart = 0;
  const ok = scan(selector, (char, i) => {
    if (char === ',') {
      compounds.push(selector.slice(compoundStart, i).trim());
      compoundStart = i + 1;
    } else if (char === ' ' || char === '>' || char === '+' || char === '~') {
      compoundStart = i + 1;
    }
  });
  if (!ok) return null;
  compounds.push(selector.slice(compoundStart).trim());
  // A combinator at the end of an item (`.a >`) is not valid CSS; leave such a selector to the engine.
  return compounds.includes('') ? null : compounds;
}

/** What an element must be to match one compound: its tag (lower case), classes and attributes. */
export interface Needs {
  tag: string | null;
  classes: string[];
  attributes: string[];
}

/** Null when the selector is one this file does not read (escapes, namespaces): the engine answers. */
export function selectorNeeds(selector: string): Needs[] | null {
  const compounds = lastCompounds(selector.trim());
  if (compounds === null) return null;
  const needs: Needs[] = [];
  for (const compound of compounds) {
    let outside = '';
    const attributes: string[] = [];
    const ok = scan(
      compound,
      (char) => {
        outside += char;
      },
      (content) => {
        const name = /^\s*([A-Za-z_][A-Za-z0-9_-]*)\s*(?:[~^$*]?=|\|=|$)/.exec(content)?.[1];
        if (name !== undefined) attributes.push(name);
      },
    );
    // `|` outside brackets is a namespace (`svg|a`).
    if (!ok || outside.includes('|')) return null;
    const tag = /^[A-Za-z][A-Za-z0-9-]*/.exec(outside)?.[0]?.toLowerCase() ?? null;
    const classes = [...outside.matchAll(/\.([A-Za-z0-9_-]+)/g)].map((found) => found[1] as string);
    needs.push({ tag, classes, attributes });
  }
  return needs;
}

/** False when the element cannot match any item; true means only that the engine must decide. */
export function mayMatch(needs: readonly Needs[], element: Element) {
  const tag = element.localName.toLowerCase();
  return needs.some(
    (item) =>
      (item.tag === null || item.tag === tag) &&
      item.classes.every((name) => element.classList.contains(name)) &&
      item.attributes.every((name) => element.hasAttribute(name)),
  );
}

interface CheckResult {
  match: boolean;
  pseudoElement: string | null;
  ast: unknown;
}
interface SelectorEngine {
  check: (selector: string, element: object, options?: object) => CheckResult;
}

/** jsdom keeps the implementation object behind each DOM object, and the object itself, under symbols. */
function symbolNamed(object: object, name: string): symbol | undefined {
  return Object.getOwnPropertySymbols(object).find((s) => s.description === name);
}

export function fastClassSelectors() {
  const implSymbol = symbolNamed(document, 'impl');
  const impl =
    implSymbol === undefined ? undefined : (document as unknown as Record<symbol, unknown>)[implSymbol];
  const engine = (impl as { _domSelector?: SelectorEngine } | undefined)?._domSelector;
  // Not the jsdom this file knows: leave it as it is.
  if (engine === undefined || typeof engine.check !== 'function') return;
  const check = engine.check.bind(engine);
  const needsOf = new Map<string, Needs[] | null>();
  let wrapperSymbol: symbol | undefined;
  engine.check = (selector, elementImpl, options) => {
    let needs = needsOf.get(selector);
    if (needs === undefined) {
      needs = selectorNeeds(selector);
      needsOf.set(selector, needs);
    }
    if (needs !== null) {
      wrapperSymbol ??= symbolNamed(elementImpl, 'wrapper');
      const element =
        wrapperSymbol === undefined ? undefined : (elementImpl as Record<symbol, unknown>)[wrapperSymbol];
      if (element instanceof Element && !mayMatch(needs, element)) {
        return { match: false, pseudoElement: null, ast: null };
      }
    }
    return check(selector, elementImpl, options);
  };
}
