import {
  RECOMMENDATION_DEFAULT_TEMPLATE_NAMES,
  RECOMMENDATION_DEFAULT_TEMPLATES,
  type RecommendationTemplate,
  type RecommendationTemplateKind,
  type RecommendationTemplateSettings,
  recommendationTemplateSettingsSchema,
  SEARCH_DEFAULT_TEMPLATE_NAMES,
  SEARCH_DEFAULT_TEMPLATES,
  storedTemplateKey,
} from '@butikkpanel/contracts';
import { DEFAULT_TEMPLATE_SOURCES, SEARCH_TEMPLATE_SOURCES } from '../render/templates';
import type { TemplateRow } from './repository';

/** How a stored or default template is answered. */

/** Stored settings read back through today's schema, so settings added since get their defaults. */
export function readSettings(settings: unknown): RecommendationTemplateSettings {
  const parsed = recommendationTemplateSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : recommendationTemplateSettingsSchema.parse({});
}

export function templateOut(
  row: TemplateRow,
  owner: 'account' | 'dealer',
  editable: boolean,
): RecommendationTemplate {
  return {
    key: storedTemplateKey(row.id),
    id: row.id,
    name: row.name,
    kind: row.kind as RecommendationTemplateKind,
    html: row.html,
    css: row.css,
    settings: readSettings(row.settings),
    owner,
    editable,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every default with its kind, name and sources: the recommendation templates, then the search ones. */
function allDefaults() {
  const recommendations = Object.entries(RECOMMENDATION_DEFAULT_TEMPLATES).map(([key, kind]) => ({
    key,
    kind: kind as RecommendationTemplateKind,
    name: RECOMMENDATION_DEFAULT_TEMPLATE_NAMES[key] ?? key,
    source: DEFAULT_TEMPLATE_SOURCES[key as keyof typeof DEFAULT_TEMPLATE_SOURCES],
  }));
  const search = SEARCH_DEFAULT_TEMPLATES.map((key) => ({
    key,
    kind: 'search' as RecommendationTemplateKind,
    name: SEARCH_DEFAULT_TEMPLATE_NAMES[key],
    source: SEARCH_TEMPLATE_SOURCES[key],
  }));
  return [...recommendations, ...search];
}

/** The default templates (read-only, version 0), of one kind or all. */
export function defaultTemplates(kind?: RecommendationTemplateKind): RecommendationTemplate[] {
  return allDefaults()
    .filter((template) => kind === undefined || template.kind === kind)
    .map(({ key, kind: madeFor, name, source }) => {
      return {
        key,
        id: null,
        name,
        kind: madeFor,
        html: source.html,
        css: source.css,
        settings: recommendationTemplateSettingsSchema.parse({}),
        owner: 'default' as const,
        editable: false,
        version: 0,
        updated_at: null,
      };
    });
}
