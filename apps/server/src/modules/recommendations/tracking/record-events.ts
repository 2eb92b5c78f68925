import { osloDay, type recommendationEventsBodySchema } from '@butikkpanel/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { findAccount } from '../../accounts';
import { findProductNames } from '../../shop-data';
import { accountOwner, dealerOwner, widgetOut } from '../widget-view';
import * as widgets from '../widgets-repository';
import * as repo from './repository';

export type EventsBody = z.output<typeof recommendationEventsBodySchema>;

/**
 * The account's shop widgets by id, its own and its dealer's (the account's own wins, as on the page), each
 * with its algorithm now: an event counts for the algorithm the widget has when it arrives.
 */
async function shopWidgetAlgorithms(db: Database, accountId: number): Promise<Map<string, string>> {
  const account = await findAccount(db, accountId);
  const dealerId = account?.dealerId ?? null;
  const [own, dealers] = await Promise.all([
    widgets.listWidgets(db, accountOwner({ accountId })),
    dealerId === null ? Promise.resolve([]) : widgets.listWidgets(db, dealerOwner(dealerId)),
  ]);
  const algorithms = new Map<string, string>();
  for (const [rows, owner] of [
    [dealers, 'dealer'],
    [own, 'account'],
  ] as const) {
    for (const row of rows) {
      const widget = widgetOut(row, owner, false);
      if (widget.type === 'shop') algorithms.set(widget.id, widget.algorithm);
      else algorithms.delete(widget.id);
    }
  }
  return algorithms;
}

/**
 * A page's impressions and clicks, counted on today's Oslo day for the widget and its algorithm; each click
 * is also kept for attribution. Events naming a widget the account does not have (own or its dealer's shop
 * widget) or a product not in its catalogue are dropped; the same event twice in one request counts once (a
 * product is shown once in a widget on a page).
 */
export async function recordEvents(db: Database, accountId: number, body: EventsBody, now: Date) {
  const unique = new Map<string, EventsBody['events'][number]>();
  for (const event of body.events)
    unique.set(`${event.kind}\u0000${event.widget}\u0000${event.product}`, event);
  const events = [...unique.values()];
  const [algorithms, products] = await Promise.all([
    shopWidgetAlgorithms(db, accountId),
    findProductNames(db, accountId, [...new Set(events.map((event) => event.product))]),
  ]);
  const day = osloDay(now);
  const counts = new Map<string, repo.DailyCount>();
  const clicks: repo.ClickRow[] = [];
  for (const event of events) {
    const algorithm = algorithms.get(event.widget);
    if (algorithm === undefined || !products.has(event.product)) continue;
    const key = `${event.widget}\u0000${algorithm}`;
    let count = counts.get(key);
    if (!count) {
      count = { widgetId: event.widget, algorithm, day, impressions: 0, clicks: 0 };
      counts.set(key, count);
    }
    if (event.kind === 'impression') count.impressions += 1;
    else {
      count.clicks += 1;
      clicks.push({
        visitorUid: body.visitor,
        widgetId: event.widget,
        algorithm,
        productId: event.product,
        clickedAt: now,
      });
    }
  }
  if (counts.size === 0) return;
  await db.transaction(async (tx) => {
    await repo.addDailyCounts(tx, accountId, [...counts.values()]);
    await repo.insertClicks(tx, accountId, clicks);
  });
}
