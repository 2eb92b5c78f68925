/**
 * After fast-class-selectors.ts, jsdom's getComputedStyle was still a third of the web tests' time (a CPU
 * profile of campaign-screens.test.tsx: 12 of 38 s). Testing Library asks for the same elements' styles over
 * and over: a role query walks up from every candidate to the root (is it hidden?) and computes every
 * candidate's name, and findBy and waitFor repeat the whole query on each poll, while nothing on the page
 * changed in between.
 *
 * So an element's computed style is kept until anything could change it, and is then computed afresh as
 * before: any change to the document (nodes, attributes such as class and style, text of the style sheets
 * emotion writes), a rule inserted or deleted through the CSSOM, and the events that change what pseudo-classes
 * match (focus, checked) or the viewport.
 */
export function cacheComputedStyle(): void {
  const compute = window.getComputedStyle.bind(window);
  let kept = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  const forget = () => {
    kept = new WeakMap();
  };

  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const type of ['focusin', 'focusout', 'input', 'change', 'click', 'keydown', 'resize']) {
    window.addEventListener(type, forget, true);
  }
  const sheet = CSSStyleSheet.prototype;
  const insertRule = sheet.insertRule;
  const deleteRule = sheet.deleteRule;
  sheet.insertRule = function (this: CSSStyleSheet, ...args: Parameters<CSSStyleSheet['insertRule']>) {
    forget();
    return insertRule.apply(this, args);
  };
  sheet.deleteRule = function (this: CSSStyleSheet, ...args: Parameters<CSSStyleSheet['deleteRule']>) {
    forget();
    return deleteRule.apply(this, args);
  };

  const cached = (element: Element, pseudoElement?: string | null) => {
    // A change made since the last call has not reached the observer's callback yet (it runs as a
    // microtask): its records are waiting, so take them now.
    if (changes.takeRecords().length > 0) forget();
    let styles = kept.get(element);
    if (styles === undefined) {
      styles = new Map();
      kept.set(element, styles);
    }
    const key = pseudoElement ?? '';
    let style = styles.get(key);
    if (style === undefined) {
      style = compute(element, pseudoElement);
      styles.set(key, style);
    }
    return style;
  };
  window.getComputedStyle = cached;
}
