import {
  defaultTemplateType,
  type RecommendationWidget,
  type RecommendationWidgetFields,
  recommendationWidgetFieldsSchema,
} from '@butikkpanel/contracts';
import { validationFailed } from '../../lib/errors';
import type { WidgetOwner, WidgetRow } from './widgets-repository';

/** What the account's and the dealer's widget calls share: how a stored widget is answered and checked. */

/** Paths of the panel API that a widget id would shadow (GET /api/recommendations/hidden-products, /figures). */
export const RESERVED_IDS = new Set(['hidden-products', 'preview', 'figures']);

const iso = (value: Date) => value.toISOString();
export const accountOwner = (scope: { accountId: number }): WidgetOwner => ({
  kind: 'account',
  accountId: scope.accountId,
});
export const dealerOwner = (dealerId: number): WidgetOwner => ({ kind: 'dealer', dealerId });

/** A stored config read back through today's schema, so settings added since get their defaults. */
function readConfig(config: unknown): RecommendationWidgetFields {
  const parsed = recommendationWidgetFieldsSchema.safeParse(config ?? {});
  return parsed.success ? parsed.data : recommendationWidgetFieldsSchema.parse({});
}

export function widgetOut(
  row: WidgetRow,
  owner: 'account' | 'dealer',
  editable: boolean,
): RecommendationWidget {
  return {
    ...readConfig(row.config),
    id: row.id,
    owner,
    editable,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Templates are named by key; today the defaults are the templates there are. */
export function checkTemplate(fields: RecommendationWidgetFields) {
  if (defaultTemplateType(fields.template) === null) {
    throw validationFailed({ template: 'recommendation_template_unknown' });
  }
}
