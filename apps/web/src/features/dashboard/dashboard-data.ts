import {
  type CartLine,
  cartSchema,
  type DashboardVisitor,
  isUnknownName,
  LIMITS,
} from '@butikkpanel/contracts';

export interface LiveVisitor {
  uid: string;
  /** null when unknown (name 0): shown as 'Ukjent'. */
  name: string | null;
  isMobile: boolean;
  /** The page the visitor is on: its title, or its path when the page has none. */
  page: string;
  url: string;
  cartTotal: number;
  score: number;
  lastSeen: string;
  cart: CartLine[];
}

/** Dashboard data (spec section 3), derived from the online visitors. */
export interface DashboardData {
  visitors: LiveVisitor[];
  cartTotal: number;
  activeCarts: number;
  bestCustomers: LiveVisitor[];
  popularProducts: Array<{ name: string; count: number }>;
  popularPages: Array<{ title: string; visitors: number }>;
  mobile: number;
  desktop: number;
  /** Known visitors as a whole percentage of all, and as a count. */
  known_visitors: number;
  known_visitors_raw: number;
  total_visitors: number;
}

/** The cart arrives as JSON text; text that is not a cart counts as an empty one. */
function parseCart(text: string): CartLine[] {
  try {
    const parsed = cartSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function liveVisitor(visitor: DashboardVisitor): LiveVisitor {
  return {
    uid: visitor.uid,
    name: isUnknownName(visitor.name) ? null : String(visitor.name),
    isMobile: visitor.isMobile === 1,
    page: visitor.page_title.trim() || visitor.path || visitor.url,
    url: visitor.url,
    cartTotal: visitor.cart_total,
    score: visitor.score,
    lastSeen: visitor.last_seen,
    cart: parseCart(visitor.cart),
  };
}

/** The `LIMITS.topListRows` largest entries of a count map, ties in name order. */
function top<T>(counts: Map<string, number>, make: (name: string, count: number) => T): T[] {
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'nb'))
    .slice(0, LIMITS.topListRows)
    .map(([name, count]) => make(name, count));
}

/** Pure, so it is recomputed from every poll and tested without a screen. */
export function dashboardData(answer: DashboardVisitor[]): DashboardData {
  const visitors = answer
    .map(liveVisitor)
    .sort((a, b) => Date.parse(b.lastSeen) - Date.parse(a.lastSeen) || a.uid.localeCompare(b.uid));
  const products = new Map<string, number>();
  const pages = new Map<string, number>();
  for (const visitor of visitors) {
    for (const line of visitor.cart) products.set(line.name, (products.get(line.name) ?? 0) + line.quantity);
    if (visitor.page) pages.set(visitor.page, (pages.get(visitor.page) ?? 0) + 1);
  }
  const known = visitors.filter((visitor) => visitor.name !== null).length;
  const mobile = visitors.filter((visitor) => visitor.isMobile).length;
  return {
    visitors,
    cartTotal: Math.round(visitors.reduce((sum, visitor) => sum + visitor.cartTotal, 0) * 100) / 100,
    activeCarts: visitors.filter((visitor) => visitor.cartTotal > 0 || visitor.cart.length > 0).length,
    bestCustomers: [...visitors]
      .sort((a, b) => b.score - a.score || b.cartTotal - a.cartTotal)
      .slice(0, LIMITS.topListRows),
    popularProducts: top(products, (name, count) => ({ name, count })).filter((row) => row.count > 0),
    popularPages: top(pages, (title, count) => ({ title, visitors: count })),
    mobile,
    desktop: visitors.length - mobile,
    known_visitors: visitors.length === 0 ? 0 : Math.round((known / visitors.length) * 100),
    known_visitors_raw: known,
    total_visitors: visitors.length,
  };
}
