import type { ChatMessage } from '@butikkpanel/contracts';
import { type ButikkpanelApi, replayQueue, type WidgetEvent } from './api';
import { fillBlocks } from './blocks';
import { browserStore } from './browser-storage';
import { mountBubble } from './bubble';
import { ChatSession } from './chat-session';
import { TYPING_TIMEOUT_MS } from './constants';
import type { PanelModule, PanelView } from './panel-host';
import type { PopupEvent, PopupModule } from './popup-host';
import { recommendationPlaceholders } from './recommendations-hook';
import type { RecommendationsModule } from './recommendations-host';
import { searchInputs } from './search-hook';
import type { SearchModule } from './search-host';
import { visitorUid } from './storage';
import { DEFAULT_CONFIG, readConfig, TEXTS } from './texts';
import { currentPage, declaredOrder, isMobileDevice, landingSource, watchNavigation } from './tracking';

/** Replaced at build time with the chunks' hashed paths, relative to this script. */
declare const PANEL_FILE: string;
declare const SEARCH_FILE: string;
declare const POPUP_FILE: string;
declare const RECOMMENDATIONS_FILE: string;

declare global {
  interface Window {
    Butikkpanel?: unknown;
  }
}

function start(script: HTMLScriptElement): void {
  const account = Number(script.dataset.account);
  if (!Number.isInteger(account) || account <= 0) {
    console.warn('[Butikkpanel] data-account is missing on the widget script');
    return;
  }
  const scriptUrl = new URL(script.src, location.href);
  const origin = scriptUrl.origin;
  const store = browserStore();
  const session = new ChatSession({
    origin,
    account,
    uid: visitorUid(store, account),
    store,
    page: currentPage,
    isMobile: isMobileDevice(),
    attribution: landingSource(store, account),
  });

  let config = DEFAULT_CONFIG;
  let panel: PanelView | null = null;
  let loading: Promise<PanelView> | null = null;
  let isOpen = false;
  let available = true;
  type Payload = ChatMessage | PopupEvent;
  const listeners: Record<WidgetEvent, Set<(payload?: Payload) => void>> = {
    message: new Set(),
    open: new Set(),
    close: new Set(),
    'popup:shown': new Set(),
    'popup:submitted': new Set(),
    'popup:closed': new Set(),
  };
  const navigation = new Set<() => void>();
  // Before the panel shows and takes focus, so a popup on screen closes first and cannot pull focus back.
  const chatOpening = new Set<() => void>();
  const fire = (event: WidgetEvent, payload?: Payload) => {
    for (const listener of listeners[event]) listener(payload);
  };

  let bubble: ReturnType<typeof mountBubble> | null = null;
  const update = () => bubble?.setUnread(isOpen ? 0 : session.unread());

  function loadPanel(): Promise<PanelView> {
    loading ??= (import(new URL(PANEL_FILE, scriptUrl).href) as Promise<PanelModule>).then((module) => {
      if (!bubble) throw new Error('not mounted');
      panel = module.mountPanel({
        session,
        root: bubble.root,
        container: bubble.container,
        config: () => config,
        texts: TEXTS,
        typingTimeoutMs: TYPING_TIMEOUT_MS,
        close: api.close,
      });
      return panel;
    });
    return loading;
  }

  const api: ButikkpanelApi = {
    version: '1',
    open() {
      if (!available || isOpen) return;
      isOpen = true;
      for (const listener of chatOpening) listener();
      update();
      bubble?.button.setAttribute('aria-expanded', 'true');
      loadPanel().then(
        (view) => {
          if (!isOpen) return;
          view.show();
          fire('open');
        },
        (error) => {
          isOpen = false;
          loading = null;
          console.error('[Butikkpanel] the chat panel did not load', error);
        },
      );
    },
    close() {
      if (!isOpen) return;
      isOpen = false;
      panel?.hide();
      bubble?.button.setAttribute('aria-expanded', 'false');
      bubble?.button.focus();
      update();
      fire('close');
    },
    send: (text) => session.send(text),
    identify: (details) =>
      session.identify(details).then(
        (answer) => answer.ok,
        () => false,
      ),
    setCart: (lines) => session.setCart(Array.isArray(lines) ? lines : []),
    order: (details) => session.order(details),
    on: ((event: WidgetEvent, listener: (payload?: Payload) => void) => {
      const set = listeners[event];
      if (!set || typeof listener !== 'function') return () => {};
      set.add(listener);
      return () => void set.delete(listener);
    }) as ButikkpanelApi['on'],
  };
  const search = searchInputs(() => import(new URL(SEARCH_FILE, scriptUrl).href) as Promise<SearchModule>, {
    origin,
    account,
  });
  const recommendations = recommendationPlaceholders(
    () => import(new URL(RECOMMENDATIONS_FILE, scriptUrl).href) as Promise<RecommendationsModule>,
    { origin, account, uid: session.uid, cart: () => session.cartIds() },
  );
  const stub = window.Butikkpanel;
  window.Butikkpanel = Object.assign(api, {
    search: { attach: search.attach },
    recommendations: { refresh: () => recommendations.refresh() },
  });

  session.onChange(update);
  session.onMessage((message) => fire('message', message));

  const mount = () => {
    search.watch();
    bubble = mountBubble(() => (isOpen ? api.close() : api.open()));
    bubble.button.setAttribute('aria-expanded', 'false');
    bubble.applyConfig(config);
    // Unknown account, inactive, or no chat package: the server says 404 and the widget stays away.
    fetch(`${origin}/api/widget/${account}/config`)
      .then(async (response) => {
        if (response.status === 404) {
          available = false;
          bubble?.setHidden(true);
          return;
        }
        if (response.ok) config = readConfig(await response.json());
        bubble?.applyConfig(config);
        session.start();
        // Only an account with an active popup makes its shop pages download the popup runtime.
        if (config.popups) {
          (import(new URL(POPUP_FILE, scriptUrl).href) as Promise<PopupModule>).then(
            (module) =>
              module.startPopups({
                origin,
                account,
                uid: session.uid,
                store,
                cartTotal: () => session.cartTotal(),
                onNavigation: (listener) => navigation.add(listener),
                emit: fire,
                chatIsOpen: () => isOpen,
                onChatOpen: (listener) => chatOpening.add(listener),
              }),
            (error) => console.error('[Butikkpanel] the popups did not load', error),
          );
        }
      })
      .catch(() => session.start());
    void fillBlocks(origin, account);
    // An async script may run while the page is still parsing: the placeholders below are not there yet.
    if (document.readyState === 'loading') {
      addEventListener('DOMContentLoaded', () => void recommendations.refresh());
    } else void recommendations.refresh();
    watchNavigation(() => {
      session.page();
      void fillBlocks(origin, account);
      for (const listener of navigation) listener();
    });
    replayQueue(stub, api);
    const order = declaredOrder();
    if (order) void api.order(order as Parameters<ButikkpanelApi['order']>[0]);
  };
  if (document.body) mount();
  else addEventListener('DOMContentLoaded', mount);
}

const script =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>('script[data-account][src*="widget.js"]');
if (script && !(window.Butikkpanel as { version?: string } | undefined)?.version) start(script);
