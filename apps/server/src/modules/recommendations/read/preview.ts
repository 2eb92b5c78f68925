import type { RecommendationPreviewAnswer, RecommendationWidgetFields } from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform';
import { drawWidget } from '../templates/draw';
import { readableOwners } from '../templates/service';
import * as repo from '../widgets-repository';
import { productOut } from './product-view';
import { recommendFor } from './read-path';

/** The id the preview's markup carries: the form may have none yet, and a preview is never counted. */
const PREVIEW_ID = 'forhandsvisning';

export interface PreviewContext {
  product: string;
  cart: string[];
  customer: string;
}

/**
 * The editor's preview: the widget as the form holds it, through the same read path as a shop page, for the
 * product, cart or customer the owner picked; each product with its score, so the editor can say why.
 */
export async function previewRecommendations(
  db: Database,
  scope: { accountId: number; dealerId: number | null },
  widget: RecommendationWidgetFields,
  context: PreviewContext,
  clock: Clock,
): Promise<RecommendationPreviewAnswer['data']> {
  const { accountId } = scope;
  const hidden = await repo.listHiddenProducts(db, accountId);
  const picks = await recommendFor(
    db,
    accountId,
    { ...widget, count: widget.number_of_products },
    {
      productId: context.product || undefined,
      cartProductIds: context.cart,
      customerEmail: context.customer || undefined,
      hiddenProductIds: new Set(hidden),
      shuffleSeed: 'preview',
    },
    clock,
  );
  const products = picks.map((pick) => ({ ...productOut(pick), score: pick.score }));
  const drawn = await drawWidget(db, readableOwners(scope), {
    id: PREVIEW_ID,
    type: widget.type,
    template: widget.template,
    products_per_row: widget.products_per_row,
    products,
  });
  return { products, ...drawn };
}
