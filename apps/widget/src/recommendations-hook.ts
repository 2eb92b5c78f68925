import type { RecommendationsHost, RecommendationsModule, RecommendationsView } from './recommendations-host';

/** `<div data-butikkpanel-recommendation="{widget id}">`: where the shop wants a recommendation widget. */
export const RECOMMENDATION_ATTRIBUTE = 'data-butikkpanel-recommendation';

/**
 * The loader's side of recommendations: the chunk is downloaded only when the page has a placeholder, at the
 * start or when the shop calls `Butikkpanel.recommendations.refresh()` after drawing one.
 */
export function recommendationPlaceholders(
  load: () => Promise<RecommendationsModule>,
  host: RecommendationsHost,
): RecommendationsView {
  let view: Promise<RecommendationsView> | null = null;
  return {
    refresh() {
      if (!view && !document.querySelector(`[${RECOMMENDATION_ATTRIBUTE}]`)) return Promise.resolve();
      view ??= load().then((module) => module.startRecommendations(host));
      return view.then(
        (started) => started.refresh(),
        (error) => {
          view = null;
          console.error('[Butikkpanel] the recommendations did not load', error);
        },
      );
    },
  };
}
