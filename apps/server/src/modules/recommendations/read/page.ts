import {
  RECOMMENDATION_DEFAULT_TEMPLATE,
  type RecommendationPageAnswer,
  type RecommendationPageWidget,
  type RecommendationWidget,
} from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform';
import { findAccount } from '../../accounts';
import { findVisitorIdByUid } from '../../chat';
import { drawWidget } from '../templates/draw';
import { readableOwners } from '../templates/service';
import { accountOwner, dealerOwner, widgetOut } from '../widget-view';
import * as repo from '../widgets-repository';
import { productOut } from './product-view';
import { type RecommendContext, recommendFor } from './read-path';

/** What a shop page asks for: its placeholders and what the page is about. */
export interface PageRequest {
  widgets: string[];
  product?: string;
  category?: string;
  cart?: string[];
  /** The widget's visitor uid. */
  visitor?: string;
}

/** A widget's products for one page (or a template's preview), as the shop answer lists them, not yet drawn. */
export async function widgetAnswer(
  db: Database,
  accountId: number,
  widget: RecommendationWidget,
  context: RecommendContext,
  clock: Clock,
): Promise<Omit<RecommendationPageWidget, 'html' | 'css'>> {
  const picks = await recommendFor(
    db,
    accountId,
    { ...widget, count: widget.number_of_products },
    context,
    clock,
  );
  return {
    id: widget.id,
    type: widget.type,
    algorithm: widget.algorithm,
    template: widget.template ?? RECOMMENDATION_DEFAULT_TEMPLATE[widget.type],
    products_per_row: widget.products_per_row,
    products: picks.map(productOut),
  };
}

/** The account's shop widget with this id, else its dealer's (the account's own wins, as in the panel). */
async function findShopWidget(db: Database, accountId: number, dealerId: number | null, id: string) {
  const own = await repo.findWidget(db, accountOwner({ accountId }), id);
  const row = own ?? (dealerId === null ? null : await repo.findWidget(db, dealerOwner(dealerId), id));
  if (!row) return null;
  const widget = widgetOut(row, own ? 'account' : 'dealer', false);
  return widget.type === 'shop' ? widget : null;
}

/**
 * Every placeholder of one page, in the order asked: each widget along its fallback chain, never a product
 * another widget of the page already shows, never a hidden one. Widgets are filled one after the other for
 * that reason; unknown ids are named in the answer instead of failing the page.
 */
export async function recommendPage(
  db: Database,
  accountId: number,
  request: PageRequest,
  clock: Clock,
): Promise<RecommendationPageAnswer> {
  const account = await findAccount(db, accountId);
  const dealerId = account?.dealerId ?? null;
  const [widgets, hidden, visitorId] = await Promise.all([
    Promise.all(request.widgets.map((id) => findShopWidget(db, accountId, dealerId, id))),
    repo.listHiddenProducts(db, accountId),
    request.visitor ? findVisitorIdByUid(db, accountId, request.visitor) : Promise.resolve(null),
  ]);
  const hiddenProductIds = new Set(hidden);
  const shown: string[] = [];
  const data: RecommendationPageWidget[] = [];
  const unknown: string[] = [];
  const owners = readableOwners({ accountId, dealerId });
  for (const [index, widget] of widgets.entries()) {
    if (widget === null) {
      unknown.push(request.widgets[index] as string);
      continue;
    }
    const answer = await widgetAnswer(
      db,
      accountId,
      widget,
      {
        productId: request.product,
        categoryKey: request.category,
        cartProductIds: request.cart,
        visitorId: visitorId ?? undefined,
        excludeIds: shown,
        // Steady for one visitor: the same rotation on every page of their visit.
        shuffleSeed: `${widget.id}:${request.visitor ?? ''}`,
        hiddenProductIds,
      },
      clock,
    );
    for (const product of answer.products) shown.push(product.id);
    data.push({ ...answer, ...(await drawWidget(db, owners, answer)) });
  }
  return { data, unknown_widgets: unknown };
}
