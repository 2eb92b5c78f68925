import type { SearchHost, SearchModule } from './search-host';

/** `<input data-butikkpanel-search="{widget id}">`: the shop's own search box, given the overlay. */
export const SEARCH_ATTRIBUTE = 'data-butikkpanel-search';
const SELECTOR = `input[${SEARCH_ATTRIBUTE}]`;

export interface SearchInputs {
  /** `Butikkpanel.search.attach(input, widgetId)`: the overlay for an input without the attribute. */
  attach(input: unknown, widgetId?: string): void;
  /** Attaches every marked input now and every one added (or marked) later. */
  watch(): void;
}

/**
 * The loader's side of the search overlay: it finds the inputs and loads the overlay chunk the first time
 * there is one, so a page without a search box never downloads it.
 */
export function searchInputs(load: () => Promise<SearchModule>, host: SearchHost): SearchInputs {
  const attached = new WeakSet<HTMLInputElement>();
  let module: Promise<SearchModule> | null = null;

  const attach = (input: unknown, widgetId?: string) => {
    if (!(input instanceof HTMLInputElement) || attached.has(input)) return;
    attached.add(input);
    const id = String(widgetId ?? input.getAttribute(SEARCH_ATTRIBUTE) ?? '').trim();
    module ??= load();
    module.then(
      (loaded) => loaded.attachSearch(input, id, host),
      (error) => {
        module = null;
        attached.delete(input);
        console.error('[Butikkpanel] the search overlay did not load', error);
      },
    );
  };
  const scan = (root: ParentNode) => {
    for (const input of root.querySelectorAll(SELECTOR)) attach(input);
  };

  return {
    attach,
    watch() {
      scan(document);
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') attach(record.target);
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            if (node.matches(SELECTOR)) attach(node);
            else scan(node);
          }
        }
      }).observe(document.documentElement, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: [SEARCH_ATTRIBUTE],
      });
    },
  };
}
