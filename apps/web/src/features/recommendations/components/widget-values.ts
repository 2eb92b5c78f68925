import {
  type CreateRecommendationWidgetBody,
  RECOMMENDATION_WIDGET_TABS,
  type RecommendationWidget,
  type RecommendationWidgetTab,
  recommendationWidgetFieldsSchema,
} from '@butikkpanel/contracts';

/** The editor's form: the widget's fields as typed (id only matters on create). */
export type WidgetInput = CreateRecommendationWidgetBody;
/** The form after the contracts check. */
export type WidgetValues = Omit<RecommendationWidget, 'owner' | 'editable' | 'created_at' | 'updated_at'>;

/** A new widget starts from the contracts' defaults (a shop widget on the grid). */
export const newWidget = (): WidgetValues => ({ id: '', ...recommendationWidgetFieldsSchema.parse({}) });

export function widgetValues(widget: RecommendationWidget): WidgetValues {
  const { owner: _owner, editable: _editable, created_at: _c, updated_at: _u, ...values } = widget;
  return values;
}

/** Which tab holds each field, so a refused save opens the tab of its first bad field. */
export const FIELD_TABS: Record<keyof WidgetValues, RecommendationWidgetTab> = {
  id: 'settings',
  comment: 'settings',
  type: 'settings',
  algorithm: 'settings',
  number_of_products: 'settings',
  in_stock_only: 'settings',
  on_sale_only: 'settings',
  shuffle: 'settings',
  fill_random: 'settings',
  manual_products: 'settings',
  template: 'design',
  products_per_row: 'design',
};

export const isWidgetTab = (value: string): value is RecommendationWidgetTab =>
  (RECOMMENDATION_WIDGET_TABS as readonly string[]).includes(value);

/** The tabs that edit the form; the others show the saved widget (figures, install) or ask about it. */
export const FORM_TABS: readonly RecommendationWidgetTab[] = ['settings', 'design'];
