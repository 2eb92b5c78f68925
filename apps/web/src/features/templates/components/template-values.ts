import {
  RECOMMENDATION_DEFAULT_TEMPLATE_NAMES,
  type RecommendationTemplate,
  type RecommendationTemplateKind,
} from '@butikkpanel/contracts';
import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';

/** The two template screens: shop and e-mail recommendations, and search. */
export type TemplateArea = 'rec' | 'search';

export const AREA_KINDS: Record<TemplateArea, readonly RecommendationTemplateKind[]> = {
  rec: ['shop', 'email'],
  search: ['search'],
};

/** The area a template's builder belongs to (its route's `type`, which also picks the package gate). */
export const areaOfKind = (kind: RecommendationTemplateKind): TemplateArea =>
  kind === 'search' ? 'search' : 'rec';

export const builderHref = (accountId: string, id: number, area: TemplateArea) =>
  paths.templateBuilder.href(accountId, id, area);

/** A default's name in the panel's language when it has one, else the name the server gave. */
export function templateName(template: RecommendationTemplate, t: TFunction<['templates']>): string {
  if (template.owner !== 'default') return template.name;
  const fallback = RECOMMENDATION_DEFAULT_TEMPLATE_NAMES[template.key] ?? template.name;
  return t(`templates:defaultNames.${template.key}`, { defaultValue: fallback });
}
