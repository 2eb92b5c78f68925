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
import { pageReads } from './page-reads';
import { productOut } from './product-view';
import {
  type PreparedRecommendation,
  pickPrepared,
  prepareRecommendation,
  type RecommendContext,
  type RecommendedProduct,
  recommendFor,
} from './read-path';

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
  return answerOf(widget, picks);
}

function answerOf(
  widget: RecommendationWidget,
  picks: RecommendedProduct[],
): Omit<RecommendationPageWidget, 'html' | 'css'> {
  return {
    id: widget.id,
    type: widget.type,
    algorithm: widget.algorithm,
    template: widget.template ?? RECOMMENDATION_DEFAULT_TEMPLATE[widget.type],
    products_per_row: widget.products_per_row,
    products: picks.map(productOut),
  };
}

/** A stored widget as the shop sees it: only shop widgets are placed on pages. */
function shopWidget(row: Awaited<ReturnType<typeof repo.findWidget>>, owner: 'account' | 'dealer') {
  if (!row) return null;
  const widget = widgetOut(row, owner, false);
  return widget.type === 'shop' ? widget : null;
}

/**
 * Every placeholder of one page, in the order asked: each widget along its fallback chain, never a product
 * another widget of the page already shows, never a hidden one; unknown ids are named in the answer instead of
 * failing the page. The widgets' reads go out together, each reading enough for what the widgets before it
 * may take (`reserve`); then they are picked one after the other, each without the products shown before it.
 */
export async function recommendPage(
  db: Database,
  accountId: number,
  request: PageRequest,
  clock: Clock,
): Promise<RecommendationPageAnswer> {
  const [account, own, hidden, visitorId] = await Promise.all([
    findAccount(db, accountId),
    Promise.all(request.widgets.map((id) => repo.findWidget(db, accountOwner({ accountId }), id))),
    repo.listHiddenProducts(db, accountId),
    request.visitor ? findVisitorIdByUid(db, accountId, request.visitor) : Promise.resolve(null),
  ]);
  const dealerId = account?.dealerId ?? null;
  // The account's own widget wins, as in the panel; else its dealer's.
  const widgets = await Promise.all(
    request.widgets.map(async (id, index) => {
      const row = own[index];
      if (row) return shopWidget(row, 'account');
      return dealerId === null
        ? null
        : shopWidget(await repo.findWidget(db, dealerOwner(dealerId), id), 'dealer');
    }),
  );
  const hiddenProductIds = new Set(hidden);
  const owners = readableOwners({ accountId, dealerId });
  const placed = widgets.flatMap((widget) => (widget ? [widget] : []));
  let reserve = 0;
  const reads = pageReads(db, accountId);
  const prepared = await Promise.all(
    placed.map((widget) => {
      const before = reserve;
      reserve += widget.number_of_products;
      return prepareRecommendation(
        db,
        accountId,
        { ...widget, count: widget.number_of_products },
        {
          productId: request.product,
          categoryKey: request.category,
          cartProductIds: request.cart,
          visitorId: visitorId ?? undefined,
          // Steady for one visitor: the same rotation on every page of their visit.
          shuffleSeed: `${widget.id}:${request.visitor ?? ''}`,
          hiddenProductIds,
        },
        clock,
        before,
        reads,
      );
    }),
  );
  const shown: string[] = [];
  const answers: Array<Omit<RecommendationPageWidget, 'html' | 'css'>> = [];
  for (const [index, widget] of placed.entries()) {
    const picks = await pickPrepared(db, accountId, prepared[index] as PreparedRecommendation, shown);
    const answer = answerOf(widget, picks);
    for (const product of answer.products) shown.push(product.id);
    answers.push(answer);
  }
  const data = await Promise.all(
    answers.map(async (answer) => ({ ...answer, ...(await drawWidget(db, owners, answer)) })),
  );
  return {
    data,
    unknown_widgets: request.widgets.filter((_, index) => widgets[index] === null),
  };
}
