import { safeDesign } from '../../../lib/safe-design';
import type { RenderableWidget, RenderedRecommendations } from '../render/render';

/**
 * A stored template's drawing made safe the way popup and content designs are (lib/safe-design.ts): no
 * script, no event handler, no javascript: link, CSS without @import or foreign url(). Done on the output
 * rather than on the saved Liquid: the sources are code whose tags a sanitiser would mangle, and only the
 * output shows what the code builds (a `<scr` and an `ipt>` joined by a loop). Pictures are the widget's own
 * product images (already checked to be web addresses) or https addresses, as in designs.
 */
/** An address as the catalogue has it and as the template prints it (normalised by render.ts). */
function spellings(url: string | null): string[] {
  if (!url) return [];
  try {
    return [url, new URL(url).href];
  } catch {
    return [url];
  }
}

/** A stored template's drawing made safe, allowing these product images (search templates use it too). */
export function safeWithProductImages(
  rendered: RenderedRecommendations,
  imageUrls: Array<string | null>,
): RenderedRecommendations {
  const productImages = new Set(imageUrls.flatMap(spellings));
  return safeDesign(rendered, { isOwnFile: (url) => productImages.has(url) });
}

export function safeRecommendations(
  rendered: RenderedRecommendations,
  widget: RenderableWidget,
): RenderedRecommendations {
  return safeWithProductImages(
    rendered,
    widget.products.map((product) => product.image_url),
  );
}
