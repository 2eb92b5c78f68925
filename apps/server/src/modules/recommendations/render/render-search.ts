import {
  isSearchDefaultTemplate,
  type RecommendationTemplateSettingsInput,
  type SearchAnswer,
} from '@butikkpanel/contracts';
import {
  RecommendationRenderError,
  type RenderedRecommendations,
  renderSources,
  safeUrl,
  templateSettings,
} from './render';
import { SEARCH_TEMPLATE_SOURCES, type TemplateSource } from './templates';

/** What a search template reads: the answer's query, products, suggestions and keywords, and the widget's look. */
export type SearchToDraw = Pick<SearchAnswer, 'query' | 'total' | 'products' | 'suggestions' | 'keywords'> & {
  widget: NonNullable<SearchAnswer['widget']>;
};

/** A default search template's sources by key, or null. */
export function searchTemplateSource(templateKey: string): TemplateSource | null {
  return isSearchDefaultTemplate(templateKey) ? SEARCH_TEMPLATE_SOURCES[templateKey] : null;
}

/**
 * The search overlay's products drawn with a search template, on the same engine and limits as the
 * recommendation templates. `widget` has the search widget's look (show_prices, show_images, products_per_row
 * ...) and `widget.products` the hits in the fields the recommendation templates know, plus `in_stock`;
 * `search` the query, total, suggestions and keywords. Throws RecommendationRenderError.
 */
export async function renderSearch(
  templateKey: string,
  settingsInput: RecommendationTemplateSettingsInput,
  answer: SearchToDraw,
  source: TemplateSource | null = searchTemplateSource(templateKey),
): Promise<RenderedRecommendations> {
  if (!source) throw new RecommendationRenderError('template_unknown');
  const { template: _template, ...look } = answer.widget;
  const data = {
    settings: templateSettings(settingsInput, look.products_per_row),
    widget: {
      ...look,
      products: answer.products.map((hit) => ({
        id: hit.product_id,
        name: hit.name,
        url: safeUrl(hit.url),
        image_url: safeUrl(hit.image_url),
        price: hit.price,
        sale_price: hit.sale_price,
        in_stock: hit.in_stock,
        brand: hit.brand,
        category: hit.category,
        pinned: hit.pinned,
      })),
    },
    search: {
      query: answer.query,
      total: answer.total,
      suggestions: answer.suggestions,
      keywords: answer.keywords,
    },
  };
  return renderSources(source, data);
}
