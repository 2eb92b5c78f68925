import {
  type RecommendationPageWidget,
  type RecommendationTemplateSettingsInput,
  recommendationTemplateSettingsSchema,
} from '@butikkpanel/contracts';
import type { Liquid, Template } from 'liquidjs';
import { cssEngine, defaultCssEngine, defaultHtmlEngine, htmlEngine, TEMPLATE_OUTPUT_MAX } from './engine';
import { DEFAULT_TEMPLATE_SOURCES, SEARCH_TEMPLATE_SOURCES, type TemplateSource } from './templates';

/** A widget drawn: its markup, and the styles that go beside it (in the shop, in its Shadow DOM). */
export interface RenderedRecommendations {
  html: string;
  css: string;
}

/** The parts of a widget's answer a template reads. */
export type RenderableWidget = Pick<RecommendationPageWidget, 'id' | 'products_per_row' | 'products'>;

export type RecommendationRenderProblem = 'template_unknown' | 'settings_invalid' | 'template_failed';

/** Why a widget could not be drawn: no such template, bad settings, or the template failed or broke a limit. */
export class RecommendationRenderError extends Error {
  constructor(
    readonly problem: RecommendationRenderProblem,
    cause?: unknown,
    /** Which source failed, for a template_failed (a stored template's save names the field). */
    readonly part?: 'html' | 'css',
  ) {
    super(`recommendation template: ${problem}${cause instanceof Error ? ` (${cause.message})` : ''}`, {
      cause,
    });
    this.name = 'RecommendationRenderError';
  }
}

/** Only web addresses and the shop's own paths: a `javascript:` link from a catalogue never reaches a page. */
export function safeUrl(url: string | null): string {
  if (!url) return '';
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/** The template's settings with their defaults, the columns left out taken from the widget's products per row. */
export function templateSettings(settingsInput: RecommendationTemplateSettingsInput, perRow: number) {
  const parsed = recommendationTemplateSettingsSchema.safeParse(settingsInput);
  if (!parsed.success) throw new RecommendationRenderError('settings_invalid', parsed.error);
  return { ...parsed.data, columns: parsed.data.columns ?? perRow };
}

function templateData(settingsInput: RecommendationTemplateSettingsInput, widget: RenderableWidget) {
  const settings = templateSettings(settingsInput, widget.products_per_row);
  return {
    settings,
    widget: {
      id: widget.id,
      products: widget.products.map((product) => ({
        id: product.id,
        name: product.name,
        url: safeUrl(product.url),
        image_url: safeUrl(product.image_url),
        price: product.price,
        sale_price: product.sale_price,
      })),
    },
  };
}

/** A render wrote more than TEMPLATE_OUTPUT_MAX characters. */
export class TemplateOutputTooLargeError extends Error {
  constructor() {
    super('the output is too large');
    this.name = 'TemplateOutputTooLargeError';
  }
}

/**
 * The defaults' sources, recommendation and search alike, drawn without the render time limit (engine.ts):
 * the search defaults were left out once, and on a loaded machine the shop's search overlay got a 500.
 */
const DEFAULT_SOURCES: ReadonlySet<TemplateSource> = new Set([
  ...Object.values(DEFAULT_TEMPLATE_SOURCES),
  ...Object.values(SEARCH_TEMPLATE_SOURCES),
]);

/** Both sources drawn with the same data in the sandbox; throws RecommendationRenderError. */
export async function renderSources(
  source: TemplateSource,
  data: Record<string, unknown>,
): Promise<RenderedRecommendations> {
  const isDefault = DEFAULT_SOURCES.has(source);
  const [html, css] = await Promise.all([
    renderOne(isDefault ? defaultHtmlEngine : htmlEngine, source.html, data, 'html'),
    renderOne(isDefault ? defaultCssEngine : cssEngine, source.css, data, 'css'),
  ]);
  return { html, css };
}

/** Parsed templates kept per engine: parsing was most of a render's time, and a shop page draws three. */
const PARSED_KEPT = 100;
const parsedBy = new WeakMap<Liquid, Map<string, Template[]>>();

/** The source parsed by this engine (its limits apply), from the cache when it was parsed before. */
function parsed(engine: Liquid, source: string): Template[] {
  let cache = parsedBy.get(engine);
  if (!cache) {
    cache = new Map();
    parsedBy.set(engine, cache);
  }
  const hit = cache.get(source);
  if (hit) {
    // Most recently used last, so the oldest goes first when the cache is full.
    cache.delete(source);
    cache.set(source, hit);
    return hit;
  }
  const templates = engine.parse(source);
  cache.set(source, templates);
  if (cache.size > PARSED_KEPT) cache.delete(cache.keys().next().value as string);
  return templates;
}

async function renderOne(
  engine: Liquid,
  source: string,
  data: Record<string, unknown>,
  part: 'html' | 'css',
): Promise<string> {
  let output: string;
  try {
    // Sync: nothing a template may call waits (no files, no async filters), and liquidjs's async driver was
    // most of a render's time on a shop page (bench/recommendations' profile). The render limit holds alike.
    output = engine.renderSync(parsed(engine, source), data);
  } catch (error) {
    throw new RecommendationRenderError('template_failed', error, part);
  }
  if (output.length > TEMPLATE_OUTPUT_MAX) {
    throw new RecommendationRenderError('template_failed', new TemplateOutputTooLargeError(), part);
  }
  return output;
}

/** The template's sources by key: today the defaults every account has. */
export function recommendationTemplateSource(templateKey: string): TemplateSource | null {
  return Object.hasOwn(DEFAULT_TEMPLATE_SOURCES, templateKey)
    ? DEFAULT_TEMPLATE_SOURCES[templateKey as keyof typeof DEFAULT_TEMPLATE_SOURCES]
    : null;
}

/**
 * The one render path of recommendations: the shop answer, the panel's preview and (later) the e-mail block
 * all draw a widget here. Settings left out take RECOMMENDATION_TEMPLATE_SETTINGS_DEFAULTS; the columns the
 * widget's products_per_row. Runs in the sandbox of engine.ts; throws RecommendationRenderError.
 */
export async function renderRecommendations(
  templateKey: string,
  settings: RecommendationTemplateSettingsInput,
  widget: RenderableWidget,
  source: TemplateSource | null = recommendationTemplateSource(templateKey),
): Promise<RenderedRecommendations> {
  if (!source) throw new RecommendationRenderError('template_unknown');
  return renderSources(source, templateData(settings, widget));
}
