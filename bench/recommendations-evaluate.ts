/**
 * (d) of bench/recommendations.ts: offline evaluation on the orders held out of the shop (the 14 days after
 * the seed's cut, `bench_holdout_lines`). The models were trained on everything before the cut; each case
 * asks the read path (`recommendFor`, as a shop page would, stock not filtered) and compares its first 10
 * with what the customer bought.
 *  - product page: the order's first product is the page; the order's other products are what was bought;
 *  - cart: the first half of the order is the cart; the rest is what was bought;
 *  - customer: the customer (their signed-in visitor and e-mail) before the order; the order is what was bought.
 * Baselines: bestsellers (with the page's category first where there is a page) and 10 random products.
 */
import type { RecommendationAlgorithm } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import {
  type HeldOutCase,
  hitRateAt,
  ndcgAt,
  type RecommendContext,
  recommendFor,
} from '../apps/server/src/modules/recommendations';
import type { Clock } from '../apps/server/src/platform';
import { seededRandom } from '../apps/server/src/seed/demo-shop-data';

const K = 10;
const CASES = Number(process.env.BENCH_EVAL_CASES ?? 2000);

interface HeldOutOrder {
  email: string;
  visitorUid: string;
  products: string[];
}

interface Task {
  name: string;
  algorithm: RecommendationAlgorithm;
  context: (order: HeldOutOrder, visitorId: string | undefined) => RecommendContext;
  given: (order: HeldOutOrder) => string[];
  bought: (order: HeldOutOrder) => string[];
  applies: (order: HeldOutOrder) => boolean;
}

const half = (order: HeldOutOrder) => Math.ceil(order.products.length / 2);
const TASKS: Task[] = [
  {
    name: 'product page → rest of the order',
    algorithm: 'bought_together',
    context: (order) => ({ productId: order.products[0] }),
    given: (order) => order.products.slice(0, 1),
    bought: (order) => order.products.slice(1),
    applies: (order) => order.products.length >= 2,
  },
  {
    name: 'cart (first half) → the rest',
    algorithm: 'cart_complements',
    context: (order) => ({ cartProductIds: order.products.slice(0, half(order)) }),
    given: (order) => order.products.slice(0, half(order)),
    bought: (order) => order.products.slice(half(order)),
    applies: (order) => order.products.length >= 2,
  },
  {
    name: 'customer → their next order',
    algorithm: 'personal',
    context: (order, visitorId) => ({ visitorId, customerEmail: order.email }),
    given: () => [],
    bought: (order) => order.products,
    applies: () => true,
  },
];

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const widget = (algorithm: RecommendationAlgorithm) => ({
  algorithm,
  count: K,
  in_stock_only: false,
  on_sale_only: false,
  shuffle: false,
  fill_random: false,
  manual_products: [],
});

export async function evaluateOffline(database: DatabaseHandle, accountId: number, clock: Clock) {
  const started = performance.now();
  const lines = await rows<{ order_id: string; email: string; visitor_uid: string; product_id: string }>(
    database,
    sql`select order_id, email, visitor_uid, product_id from bench_holdout_lines order by order_id, line_no`,
  );
  const byOrder = new Map<string, HeldOutOrder>();
  for (const line of lines) {
    const order = byOrder.get(line.order_id) ?? {
      email: line.email,
      visitorUid: line.visitor_uid,
      products: [],
    };
    if (!order.products.includes(line.product_id)) order.products.push(line.product_id);
    byOrder.set(line.order_id, order);
  }
  const catalogue = (
    await rows<{ external_id: string }>(
      database,
      sql`select external_id from shop_products where account_id = ${accountId}`,
    )
  ).map((row) => row.external_id);
  const random = seededRandom(31);
  const randomTen = (excluded: ReadonlySet<string>) => {
    const picked = new Set<string>();
    while (picked.size < K) {
      const id = catalogue[Math.floor(random() * catalogue.length)];
      if (id && !excluded.has(id)) picked.add(id);
    }
    return [...picked];
  };
  console.log(
    `(d) offline evaluation: ${byOrder.size.toLocaleString('en')} orders held out (the 14 days after the cut); ` +
      `up to ${CASES.toLocaleString('en')} cases a task; hit rate@${K} / nDCG@${K}:`,
  );
  for (const task of TASKS) {
    const orders = [...byOrder.values()].filter(task.applies);
    const step = Math.max(1, Math.floor(orders.length / CASES));
    const sample = orders.filter((_, i) => i % step === 0).slice(0, CASES);
    const uids = [...new Set(sample.map((order) => order.visitorUid))];
    const visitorIds = new Map(
      (
        await rows<{ uid: string; id: string }>(
          database,
          sql`select uid, id from chat_visitors where account_id = ${accountId} and uid in (select jsonb_array_elements_text(${JSON.stringify(uids)}::jsonb))`,
        )
      ).map((row) => [row.uid, row.id]),
    );
    const results = new Map<string, HeldOutCase[]>([
      [task.algorithm, []],
      ['bestsellers', []],
      ['random', []],
    ]);
    let ownSource = 0;
    for (const order of sample) {
      const context = task.context(order, visitorIds.get(order.visitorUid));
      const bought = new Set(task.bought(order));
      const model = await recommendFor(database.db, accountId, widget(task.algorithm), context, clock);
      if (model.some((product) => !product.fallback)) ownSource += 1;
      results.get(task.algorithm)?.push({ answered: model.map((product) => product.productId), bought });
      const baselineContext: RecommendContext = {
        productId: context.productId,
        cartProductIds: context.cartProductIds,
      };
      const best = await recommendFor(database.db, accountId, widget('bestsellers'), baselineContext, clock);
      results.get('bestsellers')?.push({ answered: best.map((product) => product.productId), bought });
      results.get('random')?.push({ answered: randomTen(new Set(task.given(order))), bought });
    }
    const figures = [...results]
      .map(([name, cases]) => `${name} ${hitRateAt(cases, K).toFixed(3)} / ${ndcgAt(cases, K).toFixed(3)}`)
      .join(', ');
    console.log(
      `    ${task.name} (${sample.length.toLocaleString('en')} cases; ${task.algorithm} answered from its own model in ` +
        `${((100 * ownSource) / Math.max(1, sample.length)).toFixed(0)} %): ${figures}`,
    );
  }
  console.log(`    evaluated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
