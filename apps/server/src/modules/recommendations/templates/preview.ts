import type { recommendationTemplatePreviewBodySchema } from '@butikkpanel/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { validationFailed } from '../../../lib/errors';
import type { Clock } from '../../../platform';
import { widgetAnswer } from '../read/page';
import * as repo from '../widgets-repository';
import { findForAccount } from '../widgets-service';
import { compileTemplate, SAMPLE_WIDGET } from './compile';
import { safeRecommendations } from './safe-output';
import type { TemplateScope } from './service';

type PreviewBody = z.output<typeof recommendationTemplatePreviewBodySchema>;

/**
 * Unsaved sources drawn as the shop would draw them: with sample products, or with the real answer of one of
 * this account's widgets (its own or its dealer's) for a product page. Compile problems come back in the same
 * shape as a save's; the drawing is made safe like a stored template's.
 */
export async function previewTemplate(
  db: Database,
  scope: TemplateScope,
  body: PreviewBody,
  clock: Clock,
): Promise<{ html: string; css: string }> {
  let widget = SAMPLE_WIDGET;
  if (body.widget !== undefined) {
    const saved = await findForAccount(db, scope, body.widget);
    if (!saved) throw validationFailed({ widget: 'recommendation_preview_widget_unknown' });
    const hidden = new Set(await repo.listHiddenProducts(db, scope.accountId));
    widget = await widgetAnswer(
      db,
      scope.accountId,
      saved,
      { productId: body.product, hiddenProductIds: hidden, shuffleSeed: `${saved.id}:preview` },
      clock,
    );
  }
  const drawn = await compileTemplate(body, body.settings, widget);
  return safeRecommendations(drawn, widget);
}
