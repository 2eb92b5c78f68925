import type { RecommendationWidget } from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform';
import { findAccount } from '../../accounts';
import { productOut } from '../read/product-view';
import { recommendFor } from '../read/read-path';
import { drawWidget } from '../templates/draw';
import { readableOwners } from '../templates/service';
import * as repo from '../widgets-repository';
import { findForAccount } from '../widgets-service';

/**
 * The e-mail block's side of recommendations (docs/recommendations.md "In e-mails"): an e-mail widget of the
 * account (its own, else its dealer's) answered for one recipient and drawn with its template.
 */

/** What one send reads once for a widget, whoever the recipient: the widget, its owners, hidden products. */
export interface EmailWidgetPlan {
  widget: RecommendationWidget;
  owners: ReturnType<typeof readableOwners>;
  hidden: ReadonlySet<string>;
}

/** The account's (or its dealer's) e-mail widget with this id; null when gone or a shop widget. */
export async function planEmailWidget(
  db: Database,
  accountId: number,
  widgetId: string,
): Promise<EmailWidgetPlan | null> {
  const account = await findAccount(db, accountId);
  const scope = { accountId, dealerId: account?.dealerId ?? null };
  const widget = await findForAccount(db, scope, widgetId);
  if (widget?.type !== 'email') return null;
  const hidden = new Set(await repo.listHiddenProducts(db, accountId));
  return { widget, owners: readableOwners(scope), hidden };
}

/**
 * One recipient's answer, drawn: the read path with the recipient's address as the customer (personal
 * reads their views and purchases; the widget's chain fills the rest, so never empty), shuffle seeded by
 * the address, drawn by the widget's template. Answers the HTML and the products it shows.
 */
export async function drawEmailWidget(
  db: Database,
  accountId: number,
  plan: EmailWidgetPlan,
  customerEmail: string,
  clock: Clock,
): Promise<{ html: string; productIds: string[] }> {
  const { widget } = plan;
  const email = customerEmail.trim().toLowerCase();
  const picks = await recommendFor(
    db,
    accountId,
    { ...widget, count: widget.number_of_products },
    {
      customerEmail: email || undefined,
      hiddenProductIds: plan.hidden,
      shuffleSeed: `${widget.id}:${email}`,
    },
    clock,
  );
  const products = picks.map(productOut);
  const drawn = await drawWidget(db, plan.owners, {
    id: widget.id,
    type: 'email',
    template: widget.template,
    products_per_row: widget.products_per_row,
    products,
  });
  return { html: drawn.html, productIds: products.map((product) => product.id) };
}
