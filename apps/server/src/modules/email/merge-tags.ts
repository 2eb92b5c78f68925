import { MERGE_TAGS } from '@butikkpanel/contracts';
import { Liquid, type Template } from 'liquidjs';
import { noFiles } from '../../lib/liquid-no-files';

/**
 * The sandbox merge tags run in: only the data given (own properties, no prototype walks), no files, and
 * limits on parse size, render time and memory, so a template cannot stall or exhaust a send.
 */
const engine = (outputEscape: 'escape' | undefined) =>
  new Liquid({
    fs: noFiles,
    relativeReference: false,
    root: [],
    partials: [],
    layouts: [],
    ownPropertyOnly: true,
    strictFilters: true,
    outputEscape,
    parseLimit: 1_000_000,
    renderLimit: 200,
    memoryLimit: 10_000_000,
    cache: false,
  });
/** HTML: every value escaped (a customer named `<script>` stays text). */
const html = engine('escape');
/** The subject line is text. */
const text = engine(undefined);

export type MergeProblem = 'template_merge_tag_invalid' | 'template_merge_tag_unknown' | null;

const known = MERGE_TAGS as Record<string, readonly string[]>;

/** Whether the source parses and names only the merge tags that exist (MERGE_TAGS). */
export function mergeProblem(source: string): MergeProblem {
  let parsed: Template[];
  try {
    parsed = html.parse(source);
  } catch {
    return 'template_merge_tag_invalid';
  }
  let segments: Array<Array<string | number | unknown>>;
  try {
    segments = html.globalVariableSegmentsSync(parsed) as Array<Array<string | number | unknown>>;
  } catch {
    return 'template_merge_tag_invalid';
  }
  for (const [root, field] of segments) {
    if (typeof root !== 'string' || !(root in known)) return 'template_merge_tag_unknown';
    const fields = known[root] ?? [];
    // `discount_code` stands alone; `customer` needs one of its fields (`cart.lines.size` is liquid's own).
    const fits =
      fields.length === 0 ? field === undefined : typeof field === 'string' && fields.includes(field);
    if (!fits) return 'template_merge_tag_unknown';
  }
  return null;
}

/** What the merge tags of one mail read (contracts' MERGE_TAGS). */
export interface MergeContext {
  customer: { name: string; first_name: string; email: string };
  shop: { name: string };
  cart: { lines: MergeLine[]; total: string; url: string } | null;
  order: { id: string; lines: MergeLine[]; total: string; placed_at: string } | null;
  unsubscribe_url: string;
  discount_code: string;
}
export interface MergeLine {
  name: string;
  quantity: number;
  price: string;
  total: string;
  /** The product's picture (cart-lines.ts); empty when the catalogue has none. */
  image_url: string;
}

const parsedHtml = new Map<string, Template[]>();

/** The HTML with its merge tags filled in; a parsed template is kept for the next mail (campaigns). */
export async function renderHtml(source: string, context: MergeContext): Promise<string> {
  let parsed = parsedHtml.get(source);
  if (!parsed) {
    parsed = html.parse(source);
    if (parsedHtml.size > 50) parsedHtml.clear();
    parsedHtml.set(source, parsed);
  }
  // Sync: nothing here waits (no files, no async filters), and the render limit is wall time: an async render
  // yields between tags, so under a campaign's load it counted other mails' work and stopped a good template.
  return html.renderSync(parsed, context as unknown as Record<string, unknown>);
}

export async function renderText(source: string, context: MergeContext): Promise<string> {
  return text.parseAndRenderSync(source, context as unknown as Record<string, unknown>);
}
