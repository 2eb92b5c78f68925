import type {
  RecommendationTemplateCompileMessage,
  RecommendationTemplateSettingsInput,
  RecommendationTemplateSourceField,
} from '@butikkpanel/contracts';
import { LiquidError } from 'liquidjs';
import { AppError } from '../../../lib/errors';
import { cssEngine, htmlEngine, TEMPLATE_OUTPUT_MAX } from '../render/engine';
import {
  RecommendationRenderError,
  type RenderableWidget,
  type RenderedRecommendations,
  renderRecommendations,
  TemplateOutputTooLargeError,
} from '../render/render';
import type { TemplateSource } from '../render/templates';

/**
 * A template is compiled before it is saved (or previewed): both sources parsed by the sandboxed engines,
 * then drawn once with sample products under the render limits. What fails is refused with the field (html or
 * css) and a message saying on which line and column, and why, so nothing broken is ever stored.
 */

/** Products every compile draws: on sale and not, with and without a picture, with characters to escape. */
export const SAMPLE_WIDGET: RenderableWidget = {
  id: 'eksempel',
  products_per_row: 4,
  products: Array.from({ length: 8 }, (_, index) => ({
    id: `eksempel-${index + 1}`,
    name: index === 0 ? 'Ull & bomull «Fjell» <strikk>' : `Eksempelprodukt ${index + 1}`,
    url: `https://butikk.example/produkt/${index + 1}`,
    image_url: index === 3 ? null : `https://butikk.example/bilder/${index + 1}.jpg`,
    price: 199 + index * 100,
    sale_price: index % 3 === 0 ? 149 + index * 80 : null,
    reason: 'bestsellers' as const,
    fallback: false,
  })),
};

/** A compile problem, reported on one field. */
function refused(
  field: RecommendationTemplateSourceField,
  message: RecommendationTemplateCompileMessage,
  params: Record<string, string | number>,
) {
  return new AppError(400, 'validation_failed', params, { [field]: message });
}

/** Line and column (1-based) of a character offset. */
function positionAt(source: string, offset: number) {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * include, render and layout read other templates (files). The sandbox finds none when drawing, but a tag
 * behind a condition the samples do not meet would pass the sample draw, so the tags are refused as written.
 */
const FILE_TAG = /\{%-?\s*(include|render|layout)\b/;

function refuseFileTags(field: RecommendationTemplateSourceField, source: string) {
  const match = FILE_TAG.exec(source);
  if (match)
    throw refused(field, 'template_reads_file', { ...positionAt(source, match.index), name: match[1] ?? '' });
}

/** A liquid error's message key and name (the tag or filter), from its text. */
function classify(error: LiquidError): { message: RecommendationTemplateCompileMessage; name: string } {
  const text = error.originalError?.message ?? error.message;
  const notClosed = /^(?:tag|output|raw) (.+?) not closed/.exec(text);
  if (notClosed)
    return { message: 'template_tag_not_closed', name: (notClosed[1] ?? '').replace(/^"|"$/g, '') };
  const unknownTag = /^tag "(.+?)" not found/.exec(text);
  if (unknownTag) return { message: 'template_tag_unknown', name: unknownTag[1] ?? '' };
  const unknownFilter = /^undefined filter: (\S+)/.exec(text);
  if (unknownFilter) return { message: 'template_filter_unknown', name: unknownFilter[1] ?? '' };
  if (/limit exceeded/.test(text)) return { message: 'template_too_slow', name: '' };
  if (/ENOENT|Failed to lookup|cannot read files/.test(text))
    return { message: 'template_reads_file', name: '' };
  return {
    message: error.name === 'RenderError' ? 'template_render_error' : 'template_syntax_error',
    name: '',
  };
}

function liquidRefusal(field: RecommendationTemplateSourceField, error: LiquidError) {
  const [line = 1, column = 1] = error.token.getPosition();
  const { message, name } = classify(error);
  return refused(field, message, { line, column, name });
}

function parseOrRefuse(field: RecommendationTemplateSourceField, source: string) {
  refuseFileTags(field, source);
  try {
    (field === 'html' ? htmlEngine : cssEngine).parse(source);
  } catch (error) {
    if (error instanceof LiquidError) throw liquidRefusal(field, error);
    throw refused(field, 'template_syntax_error', { ...positionAt(source, 0), name: '' });
  }
}

/**
 * Draws a template the way a save checks it: parsed, then drawn with these products (the samples unless a
 * preview names a widget). Throws a 400 naming the field, line, column and reason when it cannot be used.
 */
export async function compileTemplate(
  source: TemplateSource,
  settings: RecommendationTemplateSettingsInput,
  widget: RenderableWidget = SAMPLE_WIDGET,
): Promise<RenderedRecommendations> {
  parseOrRefuse('html', source.html);
  parseOrRefuse('css', source.css);
  try {
    return await renderRecommendations('compile', settings, widget, source);
  } catch (error) {
    if (!(error instanceof RecommendationRenderError) || error.problem !== 'template_failed') throw error;
    const field = error.part ?? 'html';
    if (error.cause instanceof TemplateOutputTooLargeError) {
      throw refused(field, 'template_output_too_large', { max: TEMPLATE_OUTPUT_MAX.toLocaleString('nb-NO') });
    }
    if (error.cause instanceof LiquidError) throw liquidRefusal(field, error.cause);
    throw refused(field, 'template_render_error', { line: 1, column: 1, name: '' });
  }
}
