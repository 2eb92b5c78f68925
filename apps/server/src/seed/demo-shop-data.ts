import type { Customer, OrderEventInput, ProductInput } from '@butikkpanel/contracts';
import type { Database } from '../db/client';
import { chatPageViews, chatVisitors, shopCartEvents } from '../db/schema';
import { seedEmail } from '../modules/email';
import { ingestCustomers, ingestOrders, ingestProducts, quietIngest } from '../modules/shop-data';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, demoProductPath } from '../modules/widget';
import { seedDemoAudience } from './demo-audience';
import { planDemoDiscounts, seedDemoDiscounts } from './demo-discounts';

/**
 * Demo Sko AS's shop data: the demo shop's 40 products, customers, about 60 days of orders from several
 * sources, and visitors with page views and cart additions, so every screen has something believable to
 * show. Deterministic (a seeded random sequence; dates count back from `now`) and stored through the ingest
 * service, so the daily totals are what the ingest API would have made.
 */
export interface DemoShopOptions {
  /** Where the demo shop is served: product urls are `${publicUrl}/demo-shop/produkt/{slug}`. */
  publicUrl: string;
  now: Date;
  days?: number;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Kari',
  'Ola',
  'Ingrid',
  'Lars',
  'Nora',
  'Emil',
  'Sofie',
  'Jakob',
  'Emma',
  'Henrik',
  'Sara',
  'Magnus',
  'Ida',
  'Sander',
  'Thea',
  'Mathias',
  'Maja',
  'Tobias',
  'Ingeborg',
  'Elias',
  'Hedda',
  'Jonas',
  'Tuva',
  'Aksel',
];
const LAST_NAMES = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Johnsen',
  'Pettersen',
  'Eriksen',
  'Berg',
  'Haugen',
  'Hagen',
  'Johannessen',
  'Andreassen',
  'Jacobsen',
  'Dahl',
];
/** Share of orders per source; '' is direct. */
const SOURCES: Array<[source: string, weight: number, referrer: string | null]> = [
  ['google', 34, 'https://www.google.com/'],
  ['', 24, null],
  ['facebook', 20, 'https://l.facebook.com/'],
  ['newsletter', 14, null],
  ['instagram', 8, 'https://l.instagram.com/'],
];
const CUSTOMERS = 160;
const VISITORS_PER_DAY = 12;

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

function weighted<T>(
  random: () => number,
  items: Array<[T, number, ...unknown[]]>,
): [T, number, ...unknown[]] {
  const sum = items.reduce((total, item) => total + item[1], 0);
  let roll = random() * sum;
  for (const item of items) {
    roll -= item[1];
    if (roll < 0) return item;
  }
  return items[items.length - 1] as [T, number, ...unknown[]];
}

/** Some shoes sell far better than others: the first of each category most. */
const productWeights = DEMO_PRODUCTS.map(
  (product, index) =>
    [
      product,
      DEMO_PRODUCTS.findIndex((first) => first.category === product.category) === index ? 6 : 1 + (index % 3),
    ] as [(typeof DEMO_PRODUCTS)[number], number],
);

/** An instant `daysAgo` days before `now`, in the shop's opening hours (about 07–23 in Norway), never later than now. */
function momentOf(random: () => number, now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * 86_400_000);
  day.setUTCHours(6 + Math.floor(random() * 16), Math.floor(random() * 60), Math.floor(random() * 60), 0);
  return day.getTime() > now.getTime() ? new Date(now.getTime() - Math.floor(random() * 3_600_000)) : day;
}

export function demoProducts(publicUrl: string): ProductInput[] {
  return DEMO_PRODUCTS.map((product, index) => ({
    external_id: product.slug,
    name: product.name,
    price: product.price,
    // A few are on sale, a couple sold out: the catalogue screens have every state to show.
    sale_price: index % 9 === 4 ? Math.round(product.price * 0.8) : null,
    in_stock: index % 17 !== 11,
    url: `${publicUrl}${demoProductPath(product.slug)}`,
    // Our own drawings (scripts/demo-pictures): the shop, the search overlay and the e-mail product block show them.
    image_url: `${publicUrl}${product.picture.path}`,
    category: DEMO_CATEGORIES[product.category],
    brand: 'Demo Sko',
    sku: `DS-${String(index + 1).padStart(3, '0')}`,
  }));
}

export function demoCustomers(random: () => number): Customer[] {
  return Array.from({ length: CUSTOMERS }, (_, index) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const year = 1950 + Math.floor(random() * 55);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    return {
      email: `${first}.${last}${index + 1}@eksempel.no`
        .toLowerCase()
        .replaceAll('ø', 'o')
        .replaceAll('å', 'a'),
      name: `${first} ${last}`,
      birthday: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      club_member: random() < 0.35,
      marketing_consent: random() < 0.6,
      // By index, not drawn: the random sequence (and every demo figure after it) stays as it was.
      ...DEMO_PLACES[index % DEMO_PLACES.length],
    };
  });
}

/** Where demo customers live, so segments by city and postcode have something to find. */
const DEMO_PLACES = [
  { city: 'Oslo', postcode: '0150' },
  { city: 'Bergen', postcode: '5003' },
  { city: 'Trondheim', postcode: '7010' },
  { city: 'Oslo', postcode: '0566' },
  { city: 'Stavanger', postcode: '4006' },
  { city: 'Tromsø', postcode: '9008' },
  { city: 'Kristiansand', postcode: '4610' },
] as const;

export function demoOrders(
  random: () => number,
  customers: Customer[],
  now: Date,
  days: number,
): OrderEventInput[] {
  const events: OrderEventInput[] = [];
  const closing: OrderEventInput[] = [];
  let number = 10_000;
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    const weekday = new Date(now.getTime() - daysAgo * 86_400_000).getUTCDay();
    // A slow start two months ago, growing since; more on Sundays and Mondays.
    const base = 5 + Math.round((8 * (days - daysAgo)) / days) + (weekday === 0 || weekday === 1 ? 3 : 0);
    const count = base + Math.floor(random() * 5) - 2;
    for (let index = 0; index < count; index++) {
      number += 1;
      const [source, , referrer] = weighted(random, SOURCES) as [string, number, string | null];
      const lines = Array.from({ length: 1 + Math.floor(random() * random() * 3) }, () => {
        const [product] = weighted(random, productWeights);
        return {
          product_id: product.slug,
          name: product.name,
          quantity: random() < 0.85 ? 1 : 2,
          price: product.price,
        };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const customer = random() < 0.7 ? pick(random, customers) : null;
      const id = `DS-${number}`;
      events.push({
        type: 'created',
        order_id: id,
        created_at: momentOf(random, now, daysAgo).toISOString(),
        lines,
        subtotal,
        // Free shipping from 1 000 kr.
        total: subtotal >= 1000 ? subtotal : subtotal + 79,
        currency: 'NOK',
        source,
        referrer,
        discount_code: source === 'newsletter' && random() < 0.5 ? 'NYHET10' : null,
        customer_email: customer?.email ?? null,
      });
      const fate = random();
      if (fate < 0.04) closing.push({ type: 'cancelled', order_id: id });
      else if (daysAgo > 3 && fate < 0.9) closing.push({ type: 'completed', order_id: id });
    }
  }
  return [...events, ...closing];
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** Visitors who came and went: page views of the front page and product pages, and some cart additions. */
async function seedVisits(db: Database, accountId: number, random: () => number, options: DemoShopOptions) {
  const days = options.days ?? 60;
  const visitors: Array<typeof chatVisitors.$inferInsert> = [];
  const views: Array<{ uid: string; path: string; title: string; at: Date }> = [];
  const carts: Array<{ uid: string; productId: string; priceOre: number; at: Date }> = [];
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    for (let index = 0; index < VISITORS_PER_DAY + Math.floor(random() * 8); index++) {
      const uid = `demo-${daysAgo}-${index}`;
      let at = momentOf(random, options.now, daysAgo);
      const pages = 1 + Math.floor(random() * 6);
      const isMobile = random() < 0.6;
      const seen: Array<(typeof DEMO_PRODUCTS)[number]> = [];
      for (let page = 0; page < pages; page++) {
        if (page === 0 && random() < 0.5) {
          views.push({ uid, path: '/demo-shop/', title: 'Sko til alle årstider – Demo Sko', at });
        } else {
          const [product] = weighted(random, productWeights);
          seen.push(product);
          views.push({ uid, path: demoProductPath(product.slug), title: `${product.name} – Demo Sko`, at });
        }
        at = new Date(at.getTime() + 20_000 + Math.floor(random() * 120_000));
      }
      for (const product of seen) {
        if (random() < 0.3) carts.push({ uid, productId: product.slug, priceOre: product.price * 100, at });
      }
      const last = views[views.length - 1];
      visitors.push({
        accountId,
        uid,
        online: false,
        isMobile,
        lastSeen: at,
        createdAt: views.find((view) => view.uid === uid)?.at ?? at,
        path: last?.path ?? '',
        url: `${options.publicUrl}${last?.path ?? ''}`,
        pageTitle: last?.title ?? '',
        score: pages,
      });
    }
  }
  const ids = new Map<string, string>();
  for (const part of chunk(visitors, 500)) {
    const rows = await db
      .insert(chatVisitors)
      .values(part)
      .returning({ id: chatVisitors.id, uid: chatVisitors.uid });
    for (const row of rows) ids.set(row.uid, row.id);
  }
  const visitorId = (uid: string) => ids.get(uid) ?? '';
  for (const part of chunk(views, 1000)) {
    await db.insert(chatPageViews).values(
      part.map((view) => ({
        accountId,
        visitorId: visitorId(view.uid),
        path: view.path,
        url: `${options.publicUrl}${view.path}`,
        pageTitle: view.title,
        createdAt: view.at,
      })),
    );
  }
  for (const part of chunk(carts, 1000)) {
    await db.insert(shopCartEvents).values(
      part.map((cart) => ({
        accountId,
        visitorId: visitorId(cart.uid),
        productId: cart.productId,
        quantity: 1,
        priceOre: cart.priceOre,
        createdAt: cart.at,
      })),
    );
  }
  return { visitors: visitors.length, pageViews: views.length, cartEvents: carts.length };
}

export async function seedDemoShopData(db: Database, accountId: number, options: DemoShopOptions) {
  const random = seededRandom(20_240_517);
  const days = options.days ?? 60;
  const customers = demoCustomers(random);
  const orders = demoOrders(random, customers, options.now, days);
  const discounts = planDemoDiscounts(orders, options.now, seededRandom(20_250_601));
  // The demo's data counts back from one instant: every write is stamped with it.
  const write = quietIngest(db, { now: () => options.now });
  await ingestProducts(db, accountId, demoProducts(options.publicUrl), 'nb', options.now);
  await ingestCustomers(write, accountId, customers, 'nb');
  const stored = [];
  for (const part of chunk(orders, 1000)) stored.push(await ingestOrders(write, accountId, part, 'nb'));
  const refused = stored.flatMap((answer) => answer.refused);
  if (refused.length > 0) throw new Error(`demo orders refused: ${JSON.stringify(refused.slice(0, 3))}`);
  await seedDemoDiscounts(db, accountId, orders, discounts, options.now);
  const audience = await seedDemoAudience(db, accountId, options.now);
  await seedEmail(db, accountId, options.now);
  const visits = await seedVisits(db, accountId, random, options);
  return {
    products: DEMO_PRODUCTS.length,
    customers: customers.length,
    orders: orders.filter((event) => event.type === 'created').length,
    contacts: audience.contacts,
    ...visits,
  };
}
