import { RECOMMENDATION_DEFAULT_TEMPLATE, type RecommendationWidgetType } from '@butikkpanel/contracts';
import {
  type RenderableWidget,
  type RenderedRecommendations,
  recommendationTemplateSource,
  renderRecommendations,
} from '../render/render';

/**
 * A widget's answer drawn with its template: the one call the shop's page request and the editor's preview
 * share, so what the owner previews is what the shop shows. A key no template has any more is drawn with the
 * type's default rather than leaving the page blank.
 */
export function drawWidget(
  templateKey: string,
  type: RecommendationWidgetType,
  widget: RenderableWidget,
): Promise<RenderedRecommendations> {
  const template = recommendationTemplateSource(templateKey)
    ? templateKey
    : RECOMMENDATION_DEFAULT_TEMPLATE[type];
  return renderRecommendations(template, {}, widget);
}
