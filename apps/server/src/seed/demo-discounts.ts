import {
  codeFromBytes,
  type DiscountBodyInput,
  discountBodySchema,
  GENERATED_CODE_RANDOM_LENGTH,
  type OrderEventInput,
  osloDay,
  splitOrderDiscountCodes,
} from '@butikkpanel/contracts';
import type { Database } from '../db/client';
import {
  addUniqueCodes,
  cancelOrder,
  checkCode,
  createDiscount,
  redeemOrder,
  suggestNow,
} from '../modules/discounts';

/**
 * Demo Sko AS's discount codes with a history, so a new user sees filled lists and 30-day graphs: a
 * newsletter code, a summer code with a minimum, a welcome template with unique codes (some used), a
 * winter code that has expired, and codes shoppers typed that do not exist. Orders get their codes before
 * they are stored; the uses are then counted by the discounts module's own order handling, and the
 * unknown codes by its own check, so the figures are what the server would have made.
 */
const DAY_MS = 86_400_000;
const WELCOME_CODES = 40;
const WELCOME_USES = 14;
/** Documentation addresses (RFC 5737): the shoppers whose checks tried unknown codes. */
const SHOPPER_ADDRESSES = ['203.0.113.7', '203.0.113.24', '198.51.100.3', '198.51.100.41'];

interface DemoDiscount {
  body: DiscountBodyInput;
  createdDaysAgo: number;
}

const DEMO_DISCOUNTS = (now: Date): DemoDiscount[] => [
  {
    body: { name: 'Nyhetsbrev 10 %', code: 'NYHET10', type: 'percent', amount: 10 },
    createdDaysAgo: 62,
  },
  {
    body: { name: 'Sommersalg', code: 'SOMMER200', type: 'sum', amount: 200, minimum_order: 1000 },
    createdDaysAgo: 28,
  },
  {
    body: {
      name: 'Velkommen som kunde',
      code: 'VELKOMMEN',
      type: 'percent',
      amount: 15,
      usage_limit_per_customer: 1,
      auto_create_unique: true,
    },
    createdDaysAgo: 30,
  },
  {
    body: {
      name: 'Vintersalg',
      code: 'VINTER25',
      type: 'percent',
      amount: 25,
      expires_on: osloDay(new Date(now.getTime() - 40 * DAY_MS)),
    },
    createdDaysAgo: 61,
  },
];

export interface DemoDiscountPlan {
  /** The welcome template's unique codes, made from the seeded random sequence. */
  welcomeCodes: string[];
}

type CreatedOrder = Extract<OrderEventInput, { type: 'created' }>;

const daysAgoOf = (order: CreatedOrder, now: Date) =>
  Math.floor((now.getTime() - new Date(order.created_at ?? now).getTime()) / DAY_MS);

/** Free shipping from 1 000 kr of goods, as the demo orders have it; amounts in øre. */
function withDiscount(order: CreatedOrder, code: string, offOre: (subtotalOre: number) => number): void {
  const subtotalOre = Math.round(Number(order.subtotal) * 100);
  const shippingOre = subtotalOre >= 100_000 ? 0 : 7900;
  order.discount_code = code;
  order.total = (subtotalOre - offOre(subtotalOre) + shippingOre) / 100;
}

/**
 * Names codes on some of the demo orders (those without one), from its own random sequence so the rest
 * of the demo data stays as it was. Changes the orders in place; answers the unique codes to create.
 */
export function planDemoDiscounts(
  orders: OrderEventInput[],
  now: Date,
  random: () => number,
): DemoDiscountPlan {
  const bytes = Uint8Array.from({ length: WELCOME_CODES * GENERATED_CODE_RANDOM_LENGTH }, () =>
    Math.floor(random() * 256),
  );
  const welcomeCodes = Array.from({ length: WELCOME_CODES }, (_, index) =>
    codeFromBytes(bytes, index * GENERATED_CODE_RANDOM_LENGTH),
  );
  let welcomeUsed = 0;
  // One welcome code per customer, as the template's per-customer limit has it.
  const welcomed = new Set<string>();
  let lateWinter = false;
  const created = orders.filter((order): order is CreatedOrder => order.type === 'created');
  for (const order of created) {
    if (order.discount_code) continue;
    const daysAgo = daysAgoOf(order, now);
    const subtotal = Number(order.subtotal);
    const roll = random();
    if (daysAgo >= 41 && daysAgo < 60 && roll < 0.12) {
      withDiscount(order, 'VINTER25', (ore) => Math.round(ore * 0.25));
    } else if (daysAgo >= 36 && daysAgo < 39 && !lateWinter) {
      // Tried the day after it expired: the use is flagged on the code's page instead of counted.
      lateWinter = true;
      withDiscount(order, 'VINTER25', (ore) => Math.round(ore * 0.25));
    } else if (daysAgo < 27 && subtotal >= 1200 && roll < 0.2) {
      withDiscount(order, 'SOMMER200', () => 20_000);
    } else if (
      daysAgo < 29 &&
      order.customer_email &&
      !welcomed.has(order.customer_email) &&
      welcomeUsed < WELCOME_USES &&
      roll > 0.9
    ) {
      welcomed.add(order.customer_email);
      withDiscount(order, welcomeCodes[welcomeUsed] as string, (ore) => Math.round(ore * 0.15));
      welcomeUsed += 1;
    } else if (daysAgo < 20 && roll > 0.985) {
      // The shop platform's own free-shipping code, which Butikkpanel does not have: an unknown code.
      order.discount_code = 'GRATISFRAKT';
    }
  }
  return { welcomeCodes };
}

/** The shoppers' checks of codes that do not exist: a typo of SOMMER200, a swapped pair in a welcome code, and a guess. */
function unknownChecks(plan: DemoDiscountPlan): Array<{ code: string; daysAgo: number; cartTotal: number }> {
  const unused = plan.welcomeCodes[WELCOME_CODES - 1] as string;
  // Two neighbours swapped; the check character tells which welcome code was meant.
  const at = [...unused].findIndex((symbol, index) => index > 0 && symbol !== unused[index - 1]);
  const swapped = `${unused.slice(0, at - 1)}${unused[at]}${unused[at - 1]}${unused.slice(at + 1)}`;
  return [
    { code: 'SOMER200', daysAgo: 21, cartTotal: 1398 },
    { code: 'somer200', daysAgo: 14, cartTotal: 1599 },
    { code: 'SOMER200', daysAgo: 6, cartTotal: 1249 },
    { code: 'SOMER200', daysAgo: 2, cartTotal: 1899 },
    { code: swapped, daysAgo: 9, cartTotal: 899 },
    { code: 'BLACKWEEK50', daysAgo: 17, cartTotal: 1299 },
    { code: 'BLACKWEEK50', daysAgo: 4, cartTotal: 749 },
  ];
}

const orderDataOf = (order: CreatedOrder, now: Date) => ({
  order_id: order.order_id,
  status: 'open' as const,
  placed_at: order.created_at ?? now.toISOString(),
  total_ore: Math.round(Number(order.total) * 100),
  subtotal_ore: Math.round(Number(order.subtotal) * 100),
  currency: 'NOK',
  customer_email: order.customer_email ?? null,
  discount_code: order.discount_code ?? null,
  discount_codes: splitOrderDiscountCodes(order.discount_code ?? null),
  lines: (order.lines ?? []).map((line) => ({
    product_id: String(line.product_id),
    name: line.name,
    quantity: Number(line.quantity ?? 1),
    price_ore: Math.round(Number(line.price) * 100),
  })),
});

/**
 * Creates the demo codes, then counts the stored orders' codes in the order they were placed (cancelled
 * ones cancelled after), as the server's order listener does, and replays the shoppers' unknown checks.
 */
export async function seedDemoDiscounts(
  db: Database,
  accountId: number,
  orders: OrderEventInput[],
  plan: DemoDiscountPlan,
  now: Date,
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const { body, createdDaysAgo } of DEMO_DISCOUNTS(now)) {
    const discount = await createDiscount(db, accountId, discountBodySchema.parse(body), ago(createdDaysAgo));
    if (discount.code === 'VELKOMMEN') {
      await addUniqueCodes(db, accountId, discount.id, plan.welcomeCodes, ago(createdDaysAgo));
    }
  }
  const named = orders
    .filter((order): order is CreatedOrder => order.type === 'created' && Boolean(order.discount_code))
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  for (const order of named) {
    await db.transaction((tx) => redeemOrder(tx, accountId, orderDataOf(order, now)));
  }
  const namedIds = new Set(named.map((order) => order.order_id));
  for (const order of orders) {
    if (order.type === 'cancelled' && namedIds.has(order.order_id)) {
      await db.transaction((tx) => cancelOrder(tx, accountId, order.order_id));
    }
  }
  const checks = unknownChecks(plan);
  for (const [index, check] of checks.entries()) {
    const at = new Date(ago(check.daysAgo).getTime() - (index % 5) * 3_600_000);
    await checkCode(
      db,
      accountId,
      { code: check.code, cart_total: check.cartTotal, customer_email: null, shopper_ip: null },
      SHOPPER_ADDRESSES[index % SHOPPER_ADDRESSES.length] as string,
      'nb',
      at,
      suggestNow(db, accountId, at),
    );
  }
}
