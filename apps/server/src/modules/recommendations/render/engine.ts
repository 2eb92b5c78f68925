import { Liquid } from 'liquidjs';
import { noFiles } from '../../../lib/liquid-no-files';
import { formatKroner } from './kroner';

/** Template source a template may have (HTML or CSS). */
export const TEMPLATE_SOURCE_MAX = 200_000;
/** Milliseconds one render may take: a loop that never ends is stopped here. */
export const TEMPLATE_RENDER_MS = 200;
/** What a render may allocate (liquid's own count), so a huge range or a string doubled in a loop stops. */
export const TEMPLATE_MEMORY = 5_000_000;
/** Characters a rendered HTML or CSS may have: a widget is a few kilobytes, a page must not get megabytes. */
export const TEMPLATE_OUTPUT_MAX = 500_000;

/** What a CSS template may print from its data: nothing that ends a rule, a string or the style element. */
const cssValue = (value: unknown) => String(value ?? '').replace(/[<>{};"'\\]/g, '');

/**
 * The sandbox templates run in (the same limits as the e-mail merge tags, email/merge-tags.ts): only the data
 * given (own properties), no files, no includes, limits on parse size, render time and memory.
 */
function engine(outputEscape: 'escape' | ((value: unknown) => string), renderLimit = TEMPLATE_RENDER_MS) {
  const liquid = new Liquid({
    fs: noFiles,
    relativeReference: false,
    root: [],
    partials: [],
    layouts: [],
    ownPropertyOnly: true,
    strictFilters: true,
    outputEscape,
    parseLimit: TEMPLATE_SOURCE_MAX,
    renderLimit,
    memoryLimit: TEMPLATE_MEMORY,
    cache: false,
  });
  liquid.registerFilter('kroner', (value: unknown) => (typeof value === 'number' ? formatKroner(value) : ''));
  return liquid;
}

/** HTML: every printed value escaped, so a product named `<script>` stays text. */
export const htmlEngine = engine('escape');
/** CSS: values cleaned of what would end a rule or the style element. */
export const cssEngine = engine(cssValue);

/**
 * The same sandboxes without the render time limit, for the defaults only: liquidjs counts that limit in wall
 * time, so under a burst of shop requests one render's time takes in the others' and a default (our own code,
 * which ends) was stopped and the shop page got a 500 (found by bench/recommendations). A stored template keeps
 * the limit and falls back to the default.
 */
export const defaultHtmlEngine = engine('escape', Number.POSITIVE_INFINITY);
export const defaultCssEngine = engine(cssValue, Number.POSITIVE_INFINITY);
