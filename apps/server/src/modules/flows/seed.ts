import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { reachableContactsAfter } from '../audience';
import { ingestOrders, quietIngest } from '../shop-data';
import * as entries from './entry-repository';
import { activateFlow, createFlow } from './service';

const HOUR = 3_600_000;

/** A product a demo cart may hold, as the demo shop sells it (price in kr). */
export interface DemoCartProduct {
  id: string;
  name: string;
  price: number;
  pageUrl: string;
}

/**
 * Demo Sko AS's flows, so a new owner sees them at work: the abandoned-cart template turned on 12 days ago,
 * with 30 customers run through it step by step as the engine writes them (entries, step records, mails
 * with opens and clicks, orders after clicks through the ingest), some still waiting; and a draft made from
 * the not-purchased template. The figures screen reads these rows as it reads the engine's. Deterministic.
 */
export async function seedDemoFlows(
  db: Database,
  accountId: number,
  options: { now: Date; products: readonly DemoCartProduct[] },
) {
  const { now, products } = options;
  const start = new Date(now.getTime() - 12 * 24 * HOUR);
  const cart = await createFlow(db, accountId, 'Forlatt handlekurv', 'abandoned_cart', start);
  await activateFlow(db, accountId, cart.id, start);
  await createFlow(db, accountId, 'Vinn tilbake etter 30 dager', 'not_purchased_30_days', now);

  const people = await reachableContactsAfter(db, accountId, undefined, 0, 30);
  const orders: unknown[] = [];
  for (const [index, person] of people.entries()) {
    // Spread over the 12 days, the newest a couple of hours ago (still waiting for the first mail).
    const enteredAt = new Date(now.getTime() - (2 + index * 9.5) * HOUR);
    const lines = [products[index % products.length], products[(index * 7 + 3) % products.length]]
      .filter((product): product is DemoCartProduct => product !== undefined)
      .slice(0, 1 + (index % 2))
      .map((product) => ({
        product_id: product.id,
        name: product.name,
        quantity: 1 + (index % 3 === 0 ? 1 : 0),
        price_ore: product.price * 100,
      }));
    const totalOre = lines.reduce((sum, line) => sum + line.price_ore * line.quantity, 0);
    const context = {
      cart: {
        visitor_id: `demo-${index}`,
        email: person.email,
        lines,
        total_ore: totalOre,
        changed_at: new Date(enteredAt.getTime() - HOUR).toISOString(),
        abandoned_after_minutes: 60,
        page_url: products[index % products.length]?.pageUrl ?? null,
      },
    };
    const at = (hours: number) => new Date(enteredAt.getTime() + hours * HOUR);
    const age = (now.getTime() - enteredAt.getTime()) / HOUR;
    const entry = await entries.insertEntry(db, {
      accountId,
      flowId: cart.id,
      version: 1,
      email: person.email,
      orderId: null,
      context,
      stepId: 'wait-4h',
      dueAt: at(4),
      enteredAt,
    });
    if (age < 4) continue;
    const runs: entries.StepRun[] = [];
    const run = (stepId: string, outcome: string, hours: number) =>
      runs.push({ accountId, flowId: cart.id, entryId: entry.id, stepId, outcome, ranAt: at(hours) });
    const mail = async (stepId: string, hours: number) => {
      const token = randomBytes(16).toString('base64url');
      await entries.insertMails(db, [
        {
          accountId,
          flowId: cart.id,
          entryId: entry.id,
          stepId,
          email: person.email,
          token,
          // No outbox mail behind a demo's history.
          mailId: null,
          sentAt: at(hours),
        },
      ]);
      return token;
    };
    run('wait-4h', 'passed', 4);
    run('mail-1', 'sent', 4);
    const firstMail = await entries.findMailByToken(db, await mail('mail-1', 4));
    // About half open the first reminder, one in five clicks it, and most who click buy within a day.
    const opened = index % 2 === 0;
    const clicked = index % 5 === 0;
    const bought = clicked && index % 10 !== 5;
    const moves: entries.EntryMove[] = [];
    if (age < 24) {
      moves.push({
        id: entry.id,
        stepId: 'wait-24h',
        dueAt: at(24),
        status: 'active',
        exitReason: null,
        endedAt: null,
      });
    } else {
      run('wait-24h', 'passed', 24);
      run('bought', bought ? 'yes' : 'no', 24);
      if (bought) run('exit-bought', 'exited', 24);
      else {
        run('mail-2', 'sent', 24);
        await mail('mail-2', 24);
        run('exit', 'exited', 24);
      }
      moves.push({
        id: entry.id,
        stepId: null,
        dueAt: null,
        status: 'completed',
        exitReason: null,
        endedAt: at(24),
      });
    }
    await entries.insertRuns(db, runs);
    await entries.moveEntries(db, moves);
    if (firstMail && (opened || clicked)) await entries.markMail(db, firstMail.id, 'openedAt', at(5));
    if (firstMail && clicked) await entries.markMail(db, firstMail.id, 'clickedAt', at(5.5));
    if (bought && age >= 8) {
      orders.push({
        type: 'created',
        order_id: `DEMO-FLYT-${index + 1}`,
        created_at: at(7).toISOString(),
        lines: lines.map((line) => ({
          product_id: line.product_id,
          quantity: line.quantity,
          price: line.price_ore / 100,
        })),
        subtotal: totalOre / 100,
        total: totalOre / 100,
        customer_email: person.email,
      });
    }
  }
  if (orders.length > 0) await ingestOrders(quietIngest(db, { now: () => now }), accountId, orders, 'nb');
  return { flows: 2, customers: people.length, orders: orders.length };
}
