/**
 * The demo shop's own script: a cart kept in localStorage and reported to the widget with setCart, a
 * checkout with an order confirmation that reports the order with Butikkpanel.order, and category filters that change the URL with history.pushState
 * (so the widget's single-page navigation tracking can be seen). The header's search box gets the widget's search overlay.
 * The checkout's discount code is checked with the widget's check endpoint, and a valid one goes with the order.
 */
interface Line {
  id: string;
  name: string;
  price: number;
  quantity: number;
}
interface Discount {
  code: string;
  /** In kr. */
  amountOff: number;
}
interface Order {
  number: string;
  name: string;
  email: string;
  lines: Line[];
  /** What is paid: the lines less the discount. */
  total: number;
  discount?: Discount | null;
}
interface OrderReport {
  id: string;
  total: number;
  subtotal: number;
  lines: Line[];
  email?: string;
  discount_code?: string;
}
type Api = {
  setCart(lines: Line[]): void;
  order(report: OrderReport): unknown;
  q?: unknown[];
  /** The real API has it; the stub does not (the loader asks for the placeholders itself when it starts). */
  recommendations?: { refresh(): unknown };
};

const CART_KEY = 'demo-sko:cart';
const ORDER_KEY = 'demo-sko:order';
const kr = (amount: number) =>
  `${new Intl.NumberFormat('nb-NO', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount)} kr`;
const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector);

/** The embed snippet's queue stub (docs/widget.md): calls made before widget.js ran are replayed by it. */
const w = window as unknown as { Butikkpanel?: Api };
if (!w.Butikkpanel) {
  const queue: Array<[string, unknown[]]> = [];
  const stub: Record<string, unknown> = { q: queue };
  for (const method of ['open', 'close', 'send', 'identify', 'setCart', 'order', 'on']) {
    stub[method] = (...args: unknown[]) => {
      const call: [string, unknown[]] = [method, args];
      queue.push(call);
      return () => {
        call[0] = '';
      };
    };
  }
  w.Butikkpanel = stub as unknown as Api;
}

function readCart(): Line[] {
  try {
    const lines = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as Line[];
    return Array.isArray(lines) ? lines.filter((line) => line.quantity > 0) : [];
  } catch {
    return [];
  }
}

function saveCart(lines: Line[]): void {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  showCart(lines);
}

const total = (lines: Line[]) => lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
/** Kroner to whole øre, so a percentage off does not leave floating-point crumbs. */
const toPay = (lines: Line[], discount: Discount | null) =>
  Math.max(0, Math.round((total(lines) - (discount?.amountOff ?? 0)) * 100) / 100);

/** The code applied at the checkout; a new try clears it. */
let applied: Discount | null = null;

function showCart(lines: Line[]): void {
  w.Butikkpanel?.setCart(lines);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  for (const badge of document.querySelectorAll('[data-cart-count]')) badge.textContent = String(count);
  const cart = $<HTMLElement>('[data-cart]:not([data-butikkpanel-recommendation])');
  if (cart) renderCart(cart, lines);
  const summary = $<HTMLElement>('[data-summary]');
  if (summary) summary.replaceChildren(summaryTable(lines, undefined, applied));
  const checkoutLink = $<HTMLElement>('[data-checkout-link]');
  if (checkoutLink) checkoutLink.hidden = lines.length === 0;
  showComplements(lines);
}

/**
 * The cart page's "Passer til" names the cart's products on its placeholder (docs/widget.md), and asks again
 * when they change: the shop's own part of the recommendations API.
 */
function showComplements(lines: Line[]): void {
  const slot = $<HTMLElement>('[data-butikkpanel-recommendation="passer-til"]');
  if (!slot) return;
  const ids = lines.map((line) => line.id).join(',');
  if (slot.getAttribute('data-cart') === ids) return;
  slot.setAttribute('data-cart', ids);
  void w.Butikkpanel?.recommendations?.refresh();
}

function cell(tag: 'td' | 'th', text: string, scope?: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (scope) element.setAttribute('scope', scope);
  return element;
}

function summaryTable(
  lines: Line[],
  edit?: (id: string, change: number | null) => void,
  discount: Discount | null = null,
): HTMLElement {
  if (lines.length === 0) {
    const empty = document.createElement('p');
    empty.textContent = 'Handlekurven er tom.';
    return empty;
  }
  const table = document.createElement('table');
  const caption = document.createElement('caption');
  caption.textContent = 'Varer i handlekurven';
  const head = document.createElement('tr');
  head.append(cell('th', 'Vare', 'col'), cell('th', 'Antall', 'col'), cell('th', 'Sum', 'col'));
  if (edit) head.append(cell('th', 'Endre', 'col'));
  table.append(caption, head);
  for (const line of lines) {
    const row = document.createElement('tr');
    row.append(
      cell('th', line.name, 'row'),
      cell('td', String(line.quantity)),
      cell('td', kr(line.price * line.quantity)),
    );
    if (edit) {
      const actions = document.createElement('td');
      const button = (label: string, text: string, change: number | null) => {
        const element = document.createElement('button');
        element.type = 'button';
        element.className = 'small';
        element.textContent = text;
        element.setAttribute('aria-label', `${label} ${line.name}`);
        element.addEventListener('click', () => edit(line.id, change));
        return element;
      };
      actions.append(button('Én mindre', '−', -1), button('Én mer', '+', 1), button('Fjern', 'Fjern', null));
      row.append(actions);
    }
    table.append(row);
  }
  const foot = document.createElement('tr');
  foot.append(cell('th', 'Totalt', 'row'), cell('td', ''), cell('td', kr(total(lines))));
  if (edit) foot.append(cell('td', ''));
  table.append(foot);
  if (discount) {
    const off = document.createElement('tr');
    off.append(
      cell('th', `Rabatt (${discount.code})`, 'row'),
      cell('td', ''),
      cell('td', `−${kr(discount.amountOff)}`),
    );
    const pay = document.createElement('tr');
    pay.append(cell('th', 'Å betale', 'row'), cell('td', ''), cell('td', kr(toPay(lines, discount))));
    table.append(off, pay);
  }
  return table;
}

function renderCart(container: HTMLElement, lines: Line[]): void {
  container.replaceChildren(
    summaryTable(lines, (id, change) => {
      const next = readCart()
        .map((line) =>
          line.id === id ? { ...line, quantity: change === null ? 0 : line.quantity + change } : line,
        )
        .filter((line) => line.quantity > 0);
      saveCart(next);
    }),
  );
}

/**
 * A cart reminder's link (`?kurv=…`) fills the cart again, in whatever browser it is opened: the server
 * put the lines it could find on the shelf in the page. Then on to the cart, without the parameter.
 */
function restoreCart(): void {
  const data = $<HTMLScriptElement>('script[data-restore-cart]');
  if (!data) return;
  try {
    const lines = JSON.parse(data.textContent ?? '[]') as Line[];
    if (Array.isArray(lines) && lines.length > 0) localStorage.setItem(CART_KEY, JSON.stringify(lines));
  } catch {
    return;
  }
  const url = new URL(window.location.href);
  url.searchParams.delete('kurv');
  if (!url.pathname.endsWith('/handlekurv'))
    url.pathname = url.pathname.replace(/\/demo-shop\/.*$/, '/demo-shop/handlekurv');
  window.location.replace(url.toString());
}

function wireAddButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-add]')) {
    button.addEventListener('click', () => {
      const { id = '', name = '', price = '0' } = button.dataset;
      const lines = readCart();
      const line = lines.find((item) => item.id === id);
      if (line) line.quantity += 1;
      else lines.push({ id, name, price: Number(price), quantity: 1 });
      saveCart(lines);
      const status = $<HTMLElement>('[data-added]');
      if (status) status.textContent = `${name} er lagt i handlekurven.`;
    });
  }
}

function wireFilters(): void {
  const products = $<HTMLElement>('[data-products]');
  if (!products) return;
  const apply = () => {
    const category = new URLSearchParams(location.search).get('kategori') ?? '';
    for (const card of products.querySelectorAll<HTMLElement>('[data-category]')) {
      card.hidden = category !== '' && card.dataset.category !== category;
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-filter]')) {
      if (link.dataset.filter === category) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    const label = document.querySelector(`[data-filter="${category}"]`)?.textContent;
    document.title = category && label ? `${label} – Demo Sko` : 'Sko til alle årstider – Demo Sko';
  };
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-filter]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const url = new URL(location.href);
      if (link.dataset.filter) url.searchParams.set('kategori', link.dataset.filter);
      else url.searchParams.delete('kategori');
      history.pushState(null, '', url);
      apply();
    });
  }
  addEventListener('popstate', apply);
  apply();
}

interface CheckAnswer {
  data?: { code: string; valid: boolean; message: string | null; amount_off: number };
  error?: { message?: string };
}

/** The discount code field: the widget's check for this account says whether it works, and what comes off. */
function wireDiscount(): void {
  const form = $<HTMLFormElement>('[data-discount]');
  const status = $<HTMLElement>('[data-discount-status]');
  if (!form || !status) return;
  const button = form.querySelector('button');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const lines = readCart();
    const code = String(new FormData(form).get('rabattkode') ?? '').trim();
    if (!code || lines.length === 0) return;
    const email = $<HTMLInputElement>('#epost');
    if (button) button.disabled = true;
    applied = null;
    status.textContent = 'Sjekker rabattkoden …';
    try {
      const response = await fetch(`/api/widget/${form.dataset.account}/discount-check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-language': 'nb' },
        body: JSON.stringify({
          code,
          cart_total: total(lines),
          ...(email?.value && email.validity.valid ? { customer_email: email.value } : {}),
        }),
      });
      const answer = (await response.json()) as CheckAnswer;
      const data = answer.data;
      if (data?.valid) {
        applied = { code: data.code, amountOff: data.amount_off };
        status.textContent = `Rabattkoden ${data.code} gir ${kr(data.amount_off)} i rabatt. Å betale: ${kr(toPay(lines, applied))}.`;
      } else {
        status.textContent = data?.message ?? answer.error?.message ?? 'Rabattkoden kunne ikke sjekkes.';
      }
    } catch {
      status.textContent = 'Rabattkoden kunne ikke sjekkes nå. Prøv igjen.';
    } finally {
      if (button) button.disabled = false;
      showCart(lines);
    }
  });
}

function wireCheckout(): void {
  const form = $<HTMLFormElement>('[data-checkout]');
  if (!form) return;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const lines = readCart();
    if (lines.length === 0) return;
    const data = new FormData(form);
    const order: Order = {
      // Unique enough for a demo: a reload of the confirmation reports the same number, counted once.
      number: String(Date.now()).slice(-9),
      name: String(data.get('navn') ?? ''),
      email: String(data.get('epost') ?? ''),
      lines,
      total: toPay(lines, applied),
      discount: applied,
    };
    sessionStorage.setItem(ORDER_KEY, JSON.stringify(order));
    saveCart([]);
    location.href = form.dataset.next ?? 'bekreftelse';
  });
}

function showConfirmation(): void {
  const container = $<HTMLElement>('[data-confirmation]');
  if (!container) return;
  const text = document.createElement('p');
  let order: Order | null = null;
  try {
    order = JSON.parse(sessionStorage.getItem(ORDER_KEY) ?? 'null') as Order | null;
  } catch {
    order = null;
  }
  if (!order) {
    text.textContent = 'Vi fant ingen bestilling.';
    container.replaceChildren(text);
    return;
  }
  text.textContent = `Ordrenummer ${order.number}. Takk, ${order.name}! Vi sender skoene så snart vi kan.`;
  container.replaceChildren(text, summaryTable(order.lines, undefined, order.discount ?? null));
  // What a real shop's confirmation page does so that the order counts in Butikkpanel (docs/widget.md).
  // Free shipping in the demo: the total is the lines less the discount. Only a code the check accepted
  // goes with the order; an unknown one the shopper tried was already recorded by the check.
  w.Butikkpanel?.order({
    id: order.number,
    total: order.total,
    subtotal: total(order.lines),
    lines: order.lines,
    ...(order.email ? { email: order.email } : {}),
    ...(order.discount ? { discount_code: order.discount.code } : {}),
  });
}

/** The header's search box shows its results in the Butikkpanel overlay; the shop has no results page. */
function wireSearch(): void {
  $<HTMLFormElement>('[data-search]')?.addEventListener('submit', (event) => event.preventDefault());
}

restoreCart();
wireAddButtons();
wireSearch();
wireFilters();
wireDiscount();
wireCheckout();
showConfirmation();
showCart(readCart());
