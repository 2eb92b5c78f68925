import {
  defaultTemplateType,
  type RecommendationWidget,
  type RecommendationWidgetFields,
  recommendationWidgetFieldsSchema,
  storedTemplateId,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { validationFailed } from '../../lib/errors';
import { findTemplateOfAny, type TemplateOwner } from './templates/repository';
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

/**
 * Templates are named by key: a default's, or `t{id}` of a stored template one of these owners has (an
 * account's widget: the account's or its dealer's; a dealer's widget: the dealer's), made for the widget's
 * type. A search template is never a widget's.
 */
export async function checkTemplate(
  db: Database,
  owners: TemplateOwner[],
  fields: RecommendationWidgetFields,
) {
  const id = storedTemplateId(fields.template);
  if (id === null) {
    if (defaultTemplateType(fields.template) === null) {
      throw validationFailed({ template: 'recommendation_template_unknown' });
    }
    return;
  }
  const row = await findTemplateOfAny(db, owners, id);
  if (!row || (row.kind !== 'shop' && row.kind !== 'email')) {
    throw validationFailed({ template: 'recommendation_template_unknown' });
  }
  if (row.kind !== fields.type) {
    const message =
      fields.type === 'email' ? 'recommendation_template_shop_only' : 'recommendation_template_email_only';
    throw validationFailed({ template: message });
  }
}
