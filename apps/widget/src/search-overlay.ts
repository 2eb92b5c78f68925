import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './constants';
import { DEFAULT_SEARCH_LOOK, isGridLook, type OverlayAnswer, readSearchAnswer } from './search-answer';
import type { SearchHost, SearchOverlay } from './search-host';
import { renderAnswer } from './search-render';
import { SEARCH_CSS } from './search-styles';
import { addStyles, el } from './shadow';
import { SEARCH_TEXTS } from './texts';

/**
 * A place in the shadow root for the search template's CSS, replaced at each answer: a constructed sheet
 * (which a strict CSP allows) after the overlay's own, or a style element where those are missing.
 */
function templateSheet(root: ShadowRoot): (css: string) => void {
  try {
    const sheet = new CSSStyleSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return (css) => sheet.replaceSync(css);
  } catch {
    const style = document.createElement('style');
    root.append(style);
    return (css) => {
      style.textContent = css;
    };
  }
}

export interface SearchOptions {
  debounceMs?: number;
  fetch?: typeof fetch;
}

/** Answers per query kept while the page lives, so typing back and forth asks the server once. */
const CACHE_SIZE = 30;
let overlays = 0;

/**
 * The search overlay under a shop's own search box (docs/widget.md, "Search overlay"): the lazily loaded
 * chunk's entry. The input becomes a combobox; its results are a listbox in a shadow root, so shop CSS
 * cannot break them. ARIA id references cannot point into a shadow root, so ArrowDown moves focus to the
 * listbox, which carries aria-activedescendant for its options; typing there goes back to the input.
 */
export function attachSearch(
  input: HTMLInputElement,
  widgetId: string,
  host: SearchHost,
  options: SearchOptions = {},
): SearchOverlay {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const request = options.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));
  const prefix = `bps${++overlays}`;
  const texts = SEARCH_TEXTS;

  const frame = el('div', { id: `butikkpanel-search-${overlays}` });
  // Set through the CSSOM, which a strict CSP allows; inline styles win over the shop's rules for divs.
  Object.assign(frame.style, { position: 'fixed', zIndex: '2147482000', display: 'none' });
  const root = frame.attachShadow({ mode: 'open' });
  addStyles(root, SEARCH_CSS);
  const templateStyles = templateSheet(root);
  const box = el('div', { class: 'box' });
  const status = el('p', { class: 'sr', role: 'status' });
  root.append(box, status);
  document.body.append(frame);

  const restore = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'autocomplete'].map(
    (name) => [name, input.getAttribute(name)] as const,
  );
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', frame.id);
  input.setAttribute('autocomplete', 'off');

  let items: HTMLElement[] = [];
  let listbox: HTMLElement | null = null;
  let active = -1;
  let isOpen = false;
  let shown: OverlayAnswer | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let sequence = 0;
  const cache = new Map<string, OverlayAnswer>();

  const inputRoot = input.getRootNode() as Document | ShadowRoot;
  const hasFocus = () => inputRoot.activeElement === input || root.activeElement !== null;

  function place(): void {
    const rect = input.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth || innerWidth;
    const look = shown?.look ?? DEFAULT_SEARCH_LOOK;
    const wanted = isGridLook(look) ? look.products_per_row * 170 + 20 : 380;
    const width = Math.max(0, Math.min(viewport - 16, Math.max(rect.width, wanted)));
    const left = Math.max(8, Math.min(rect.left, viewport - width - 8));
    Object.assign(frame.style, { top: `${rect.bottom + 4}px`, left: `${left}px`, width: `${width}px` });
    frame.style.setProperty('--bp-max', `${Math.max(200, innerHeight - rect.bottom - 16)}px`);
    // Fewer columns than the widget asks for when the screen is narrow (about 150 px a product).
    const columns = Math.max(1, Math.min(look.products_per_row, Math.floor((width - 20) / 150)));
    box.querySelector<HTMLElement>('.grid')?.style.setProperty('--bp-cols', String(columns));
  }

  function onOutside(event: Event): void {
    const path = event.composedPath();
    if (!path.includes(frame) && !path.includes(input)) close();
  }

  function show(): void {
    place();
    if (isOpen) return;
    isOpen = true;
    frame.style.display = 'block';
    input.setAttribute('aria-expanded', 'true');
    addEventListener('resize', place);
    addEventListener('scroll', place, true);
    document.addEventListener('pointerdown', onOutside, true);
  }

  function close(returnFocus = false): void {
    if (returnFocus) input.focus();
    if (!isOpen) return;
    isOpen = false;
    setActive(-1);
    frame.style.display = 'none';
    input.setAttribute('aria-expanded', 'false');
    removeEventListener('resize', place);
    removeEventListener('scroll', place, true);
    document.removeEventListener('pointerdown', onOutside, true);
  }

  function setActive(index: number): void {
    items[active]?.removeAttribute('aria-selected');
    active = index >= 0 && index < items.length ? index : -1;
    const item = items[active];
    if (!item) {
      listbox?.removeAttribute('aria-activedescendant');
      return;
    }
    item.setAttribute('aria-selected', 'true');
    listbox?.setAttribute('aria-activedescendant', item.id);
    item.scrollIntoView?.({ block: 'nearest' });
  }

  /** Keyboard focus into the results, on the given option. */
  function enterList(index: number): void {
    if (!listbox || items.length === 0) return;
    setActive(index);
    listbox.focus();
  }

  function draw(answer: OverlayAnswer): void {
    shown = answer;
    const rendered = renderAnswer(answer, texts, prefix);
    templateStyles(answer.drawn?.css ?? '');
    box.replaceChildren(...rendered.nodes);
    items = rendered.options;
    active = -1;
    listbox = box.querySelector<HTMLElement>('[role=listbox]');
    const look = answer.look;
    frame.style.setProperty('--bp-primary', look.primary_color);
    frame.style.setProperty('--bp-fg', look.text_color);
    frame.style.setProperty('--bp-bg', look.background_color);
    if (look.placeholder && !input.placeholder) input.placeholder = look.placeholder;
    status.textContent = rendered.status;
    show();
  }

  function fail(): void {
    shown = null;
    items = [];
    listbox = null;
    box.replaceChildren(el('p', { class: 'empty' }, texts.failed));
    status.textContent = texts.failed;
    show();
  }

  function run(query: string): void {
    const key = query.toLowerCase();
    const cached = cache.get(key);
    inFlight?.abort();
    const mine = ++sequence;
    if (cached) {
      draw(cached);
      return;
    }
    const url = new URL(`/api/public/search/${host.account}`, host.origin);
    url.searchParams.set('q', query);
    if (widgetId) url.searchParams.set('widget', widgetId);
    const controller = new AbortController();
    inFlight = controller;
    request(url.href, { signal: controller.signal, credentials: 'omit' })
      .then(async (response) => {
        if (mine !== sequence) return;
        // No search package or unknown account: the shop's box keeps working without an overlay.
        if (response.status === 403 || response.status === 404) return close();
        const answer = response.ok ? readSearchAnswer(await response.json()) : null;
        if (mine !== sequence) return;
        if (!answer) return fail();
        cache.set(key, answer);
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        if (hasFocus()) draw(answer);
      })
      .catch((error: unknown) => {
        if (mine === sequence && (error as { name?: string })?.name !== 'AbortError' && hasFocus()) fail();
      });
  }

  /** Searches after a pause in typing (or at once), and never for less than the minimum length. */
  function search(text: string, now = false): void {
    clearTimeout(timer);
    const query = text.trim().replace(/\s+/g, ' ');
    if (query.length < SEARCH_MIN_LENGTH) {
      inFlight?.abort();
      sequence++;
      close();
      return;
    }
    if (now) run(query);
    else timer = setTimeout(() => run(query), debounceMs);
  }

  function choose(item: HTMLElement | undefined): void {
    if (!item) return;
    const suggestion = item.dataset.suggestion;
    if (suggestion !== undefined) {
      input.value = suggestion;
      input.focus();
      search(suggestion, true);
    } else if (item instanceof HTMLAnchorElement) {
      item.click();
    }
  }

  const onInput = () => search(input.value);
  function onInputKey(event: KeyboardEvent): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown || items.length === 0) return;
      event.preventDefault();
      show();
      enterList(event.key === 'ArrowDown' ? 0 : items.length - 1);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  }
  function onListKey(event: KeyboardEvent): void {
    const last = items.length - 1;
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End' || key === 'Enter') {
      event.preventDefault();
      if (key === 'Enter') choose(items[active]);
      else if (key === 'ArrowDown') setActive(Math.min(active + 1, last));
      else if (key === 'Home') setActive(0);
      else if (key === 'End') setActive(last);
      else if (active <= 0) {
        setActive(-1);
        input.focus();
      } else setActive(active - 1);
    } else if (key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (!event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing (or Tab) carries on from the input: focus moves before the key's default action.
      setActive(-1);
      input.focus();
    }
  }
  function onClick(event: MouseEvent): void {
    const item = (event.target as Element).closest<HTMLElement>('[role=option]');
    if (item?.dataset.suggestion !== undefined) choose(item);
  }
  // A click in the overlay keeps the focus in the input (links still open, suggestions still search).
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const onFocusOut = () =>
    setTimeout(() => {
      if (!hasFocus()) close();
    }, 0);

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onInputKey);
  input.addEventListener('focusout', onFocusOut);
  box.addEventListener('keydown', onListKey);
  box.addEventListener('click', onClick);
  box.addEventListener('mousedown', keepFocus);
  root.addEventListener('focusout', onFocusOut);

  return {
    detach() {
      clearTimeout(timer);
      inFlight?.abort();
      close();
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onInputKey);
      input.removeEventListener('focusout', onFocusOut);
      for (const [name, value] of restore) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
      frame.remove();
    },
  };
}
