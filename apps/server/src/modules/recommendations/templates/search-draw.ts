import {
  defaultTemplateType,
  isSearchDefaultTemplate,
  SEARCH_DEFAULT_TEMPLATE,
  storedTemplateId,
} from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import { validationFailed } from '../../../lib/errors';
import { findAccount } from '../../accounts';
import { RecommendationRenderError, type RenderedRecommendations } from '../render/render';
import { renderSearch, type SearchToDraw } from '../render/render-search';
import * as repo from './repository';
import { safeWithProductImages } from './safe-output';
import { readableOwners } from './service';
import { readSettings } from './view';

/** The owners whose search templates an account's widgets may name: its own, then its dealer's. */
async function ownersOf(db: Database, accountId: number): Promise<repo.TemplateOwner[]> {
  const account = await findAccount(db, accountId);
  return readableOwners({ accountId, dealerId: account?.dealerId ?? null });
}

/**
 * A search widget's template key checked on save: a default search template, or `t{id}` of a search
 * template of the account or its dealer. Another kind is refused with its own reason; anything else
 * (another account's template, one that is gone) as unknown.
 */
export async function checkSearchTemplate(db: Database, accountId: number, key: string): Promise<void> {
  const id = storedTemplateId(key);
  if (id === null) {
    if (isSearchDefaultTemplate(key)) return;
    // A recommendation default (grid, carousel ...) exists but is made for another kind.
    const unknown = defaultTemplateType(key) === null;
    throw validationFailed({
      template: unknown ? 'recommendation_template_unknown' : 'search_template_not_search',
    });
  }
  const row = await repo.findTemplateOfAny(db, await ownersOf(db, accountId), id);
  if (!row) throw validationFailed({ template: 'recommendation_template_unknown' });
  if (row.kind !== 'search') throw validationFailed({ template: 'search_template_not_search' });
}

/**
 * The search answer's products drawn with the widget's template: a default by its key, a stored search
 * template of the account or its dealer with its sources and settings, made safe like designs. One that is
 * gone, of another kind or fails on these products draws the default search template, so the overlay always
 * has results to show.
 */
export async function drawSearchAnswer(
  db: Database,
  accountId: number,
  answer: SearchToDraw,
): Promise<RenderedRecommendations> {
  const key = answer.widget.template;
  const id = storedTemplateId(key);
  if (id === null) {
    return renderSearch(isSearchDefaultTemplate(key) ? key : SEARCH_DEFAULT_TEMPLATE, {}, answer);
  }
  const row = await repo.findTemplateOfAny(db, await ownersOf(db, accountId), id);
  if (row && row.kind === 'search') {
    try {
      const drawn = await renderSearch(key, readSettings(row.settings), answer, row);
      return safeWithProductImages(
        drawn,
        answer.products.map((hit) => hit.image_url),
      );
    } catch (error) {
      if (!(error instanceof RecommendationRenderError)) throw error;
    }
  }
  return renderSearch(SEARCH_DEFAULT_TEMPLATE, {}, answer);
}
