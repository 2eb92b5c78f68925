import type { RecommendationPreviewAnswer, RecommendationWidgetFields } from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform';
import * as repo from '../widgets-repository';
import { drawWidget } from './draw';
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
  accountId: number,
  widget: RecommendationWidgetFields,
  context: PreviewContext,
  clock: Clock,
): Promise<RecommendationPreviewAnswer['data']> {
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
  const drawn = await drawWidget(widget.template, widget.type, {
    id: PREVIEW_ID,
    products_per_row: widget.products_per_row,
    products,
  });
  return { products, ...drawn };
}
