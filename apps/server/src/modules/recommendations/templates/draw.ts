import {
  RECOMMENDATION_DEFAULT_TEMPLATE,
  type RecommendationWidgetType,
  storedTemplateId,
} from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import {
  RecommendationRenderError,
  type RenderableWidget,
  type RenderedRecommendations,
  recommendationTemplateSource,
  renderRecommendations,
} from '../render/render';
import * as repo from './repository';
import { safeRecommendations } from './safe-output';
import { readSettings } from './view';

/** A widget's answer as drawn: its type and template key beside what a template reads. */
export type DrawableWidget = RenderableWidget & { type: RecommendationWidgetType; template: string };

/**
 * Draws a widget with its template: a default by its key, a stored template (`t{id}` of one of these owners,
 * of the widget's type) with its sources and settings, made safe. A template that is gone, of another type or
 * fails on these products draws the type's default instead, so a page never goes blank.
 */
export async function drawWidget(
  db: Database,
  owners: repo.TemplateOwner[],
  widget: DrawableWidget,
): Promise<RenderedRecommendations> {
  const fallback = RECOMMENDATION_DEFAULT_TEMPLATE[widget.type];
  const id = storedTemplateId(widget.template);
  if (id === null) {
    const key = recommendationTemplateSource(widget.template) ? widget.template : fallback;
    return renderRecommendations(key, {}, widget);
  }
  const row = await repo.findTemplateOfAny(db, owners, id);
  if (row && row.kind === widget.type) {
    try {
      const drawn = await renderRecommendations(widget.template, readSettings(row.settings), widget, row);
      return safeRecommendations(drawn, widget);
    } catch (error) {
      if (!(error instanceof RecommendationRenderError)) throw error;
    }
  }
  return renderRecommendations(fallback, {}, widget);
}
