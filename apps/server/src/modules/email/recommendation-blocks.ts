import type { Database } from '../../db/client';
import { validationFailed } from '../../lib/errors';
import type { Clock } from '../../platform';
import { recommendationsPort } from './recommendations-port';
import { findTemplate } from './template-repository';

/**
 * The recommendations block of a design (docs/email.md "Recommendations in e-mails"): the builder writes
 * `<div data-bp-recommendation="{widget id}">` with sample products inside for the canvas; every mail
 * replaces the whole element with the widget's answer for its recipient, drawn by the widget's template.
 */

const MARKER = /<div\b[^>]*?\bdata-bp-recommendation="([A-Za-z0-9@-]{1,64})"[^>]*>/gi;
const DIV_TAG = /<(\/?)div\b[^>]*>/gi;

/** The e-mail widgets a design's blocks name, each once. */
export function recommendationWidgetIds(html: string): string[] {
  return [...new Set([...html.matchAll(MARKER)].map((match) => match[1] as string))];
}

/** Where the element opened at `start` (its open tag `openLength` long) ends: after its matching `</div>`. */
function elementEnd(html: string, start: number, openLength: number): number {
  DIV_TAG.lastIndex = start + openLength;
  let depth = 1;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[1] === '/' ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return html.length;
}

/** Each product link of a drawn widget names the widget too, so its click counts for it (trackedHtml). */
const markWidgetLinks = (html: string, widgetId: string) =>
  html.replace(/<a\b(?=[^>]*\bdata-bp-product=")/gi, `<a data-bp-widget="${widgetId}"`);

/**
 * Every block replaced by `draw(widgetId)`'s HTML. Run after the merge tags, so nothing a product's name
 * holds is ever read as Liquid.
 */
export async function fillRecommendationBlocks(
  html: string,
  draw: (widgetId: string) => Promise<string>,
): Promise<string> {
  let out = '';
  let at = 0;
  MARKER.lastIndex = 0;
  const blocks: Array<{ start: number; end: number; widgetId: string }> = [];
  for (let match = MARKER.exec(html); match; match = MARKER.exec(html)) {
    const end = elementEnd(html, match.index, match[0].length);
    blocks.push({ start: match.index, end, widgetId: match[1] as string });
    MARKER.lastIndex = end;
  }
  for (const block of blocks) {
    out += html.slice(at, block.start) + markWidgetLinks(await draw(block.widgetId), block.widgetId);
    at = block.end;
  }
  return out + html.slice(at);
}

/** A block names a widget that is gone or not an e-mail widget: the mail is not made (never an empty box). */
export class RecommendationBlockMissing extends Error {
  constructor(readonly widgetId: string) {
    super(`email_recommendation_not_found: ${widgetId}`);
    this.name = 'RecommendationBlockMissing';
  }
}

/**
 * Draws a design's blocks for one recipient. One per send batch (or preview): the widget, its owners and the
 * hidden products are read once per widget; per recipient only the read path and the drawing run.
 */
export function mailRecommendations(db: Database, accountId: number, clock: Clock) {
  const plans = new Map<string, Promise<object | null>>();
  return async (widgetId: string, email: string): Promise<string> => {
    const port = recommendationsPort();
    const plan = plans.get(widgetId) ?? port.plan(db, accountId, widgetId);
    plans.set(widgetId, plan);
    const found = await plan;
    if (!found) throw new RecommendationBlockMissing(widgetId);
    return port.draw(db, accountId, found, email, clock);
  };
}
export type MailRecommendations = ReturnType<typeof mailRecommendations>;

/** Whether every block of the design names an e-mail widget of the account; else refused on `field`. */
export async function requireRecommendationWidgets(
  db: Database,
  accountId: number,
  html: string | null,
  field: string,
): Promise<void> {
  if (await namesMissingWidget(db, accountId, html, new Map()))
    throw validationFailed({ [field]: 'email_recommendation_not_found' });
}

/** Whether a design's blocks name a widget the account has not (for e-mail); `plans` keeps each widget's read. */
async function namesMissingWidget(
  db: Database,
  accountId: number,
  html: string | null,
  plans: Map<string, Promise<object | null>>,
): Promise<boolean> {
  for (const widgetId of recommendationWidgetIds(html ?? '')) {
    const plan = plans.get(widgetId) ?? recommendationsPort().plan(db, accountId, widgetId);
    plans.set(widgetId, plan);
    if (!(await plan)) return true;
  }
  return false;
}

/**
 * The given templates (of the account) whose design names a recommendations widget the account no longer has
 * for e-mail: a flow is not activated with one, as a campaign is not sent.
 */
export async function templatesWithMissingRecommendations(
  db: Database,
  accountId: number,
  templateIds: readonly number[],
): Promise<Set<number>> {
  const missing = new Set<number>();
  const plans = new Map<string, Promise<object | null>>();
  for (const id of new Set(templateIds)) {
    const template = await findTemplate(db, accountId, id);
    if (await namesMissingWidget(db, accountId, template?.html ?? null, plans)) missing.add(id);
  }
  return missing;
}
