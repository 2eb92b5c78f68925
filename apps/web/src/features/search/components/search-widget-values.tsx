import {
  type CreateSearchWidgetBody,
  SEARCH_WIDGET_TABS,
  type SearchWidget,
  type SearchWidgetTab,
  searchWidgetFieldsSchema,
} from '@butikkpanel/contracts';

/** The editor's form: the widget's fields as typed (id only matters on create). */
export type SearchWidgetInput = CreateSearchWidgetBody;
/** The form after the contracts check. */
export type SearchWidgetValues = Omit<SearchWidget, 'created_at' | 'updated_at'>;

/** A new widget starts from the contracts' defaults. */
export const newSearchWidget = (): SearchWidgetValues => ({ id: '', ...searchWidgetFieldsSchema.parse({}) });

export function searchWidgetValues(widget: SearchWidget): SearchWidgetValues {
  const { created_at: _created, updated_at: _updated, ...values } = widget;
  return values;
}

/** Which tab holds each field, so a refused save opens the tab of its first bad field. */
export const FIELD_TABS: Record<keyof SearchWidgetValues, SearchWidgetTab> = {
  id: 'general',
  comment: 'general',
  template: 'design',
  number_of_products: 'general',
  products_per_row: 'general',
  in_stock_only: 'general',
  on_sale_only: 'general',
  show_suggestions: 'general',
  show_keyword_content: 'general',
  title: 'design',
  placeholder: 'design',
  show_prices: 'design',
  show_images: 'design',
  primary_color: 'design',
  text_color: 'design',
  background_color: 'design',
};

export const isSearchWidgetTab = (value: string): value is SearchWidgetTab =>
  (SEARCH_WIDGET_TABS as readonly string[]).includes(value);
