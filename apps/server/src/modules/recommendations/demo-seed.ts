import { recommendationWidgetFieldsSchema } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { ManualClock } from '../../platform';
import { runModels } from './store/model-run';
import { accountOwner } from './widget-view';
import { insertWidget } from './widgets-repository';

/** The demo shop's widgets: on a product page, on the front page and in the cart (issue 31). */
const DEMO_WIDGETS = [
  { id: 'andre-kjopte', comment: 'Andre kjøpte også (produktsiden)', algorithm: 'bought_together' },
  { id: 'populaert-na', comment: 'Populært nå (forsiden)', algorithm: 'trending' },
  { id: 'passer-til', comment: 'Passer til (handlekurven)', algorithm: 'cart_complements' },
] as const;

/**
 * The demo account's recommendation widgets, and its models computed once at `now`, so a new demo shows
 * real answers at once instead of waiting for the nightly run.
 */
export async function seedDemoRecommendations(db: Database, accountId: number, now: Date): Promise<void> {
  for (const { id, ...widget } of DEMO_WIDGETS) {
    const fields = recommendationWidgetFieldsSchema.parse({ ...widget, number_of_products: 4 });
    await insertWidget(db, accountOwner({ accountId }), id, fields, now);
  }
  await runModels(db, accountId, new ManualClock(now.toISOString()));
}
