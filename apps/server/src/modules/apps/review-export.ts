import {
  APP_SERVICE_NAMES,
  osloTimestamp,
  REVIEW_EXPORT_MONTHS,
  type ReviewService,
} from '@butikkpanel/contracts';
import { csvHeader, csvLine } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { serviceConnection } from './connection';
import type { AppsDeps } from './connections-service';
import { requireConnection } from './connections-service';
import { describeFailure } from './deliver-job';
import { REVIEW_ADAPTERS, ServiceError } from './services';

/** A runaway cursor (a service that always answers a next page) ends here. */
const MOST_PAGES = 500;

/** The spec's review export: six months back from now, the same calendar day. */
export function exportSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - REVIEW_EXPORT_MONTHS);
  return since;
}

/** "Eksporter anmeldelser": every review of the last six months, fetched page by page to the end, as a CSV. */
export async function exportReviews(
  deps: AppsDeps,
  accountId: number,
  service: ReviewService,
  now: Date,
): Promise<string> {
  const row = await requireConnection(deps.db, accountId, service);
  const target = serviceConnection(deps.config, deps.sealer, row);
  const since = exportSince(now);
  const lines: string[] = [];
  let cursor: string | null = null;
  try {
    for (let page = 0; page < MOST_PAGES; page++) {
      const answer = await REVIEW_ADAPTERS[service].reviews(target, since, cursor);
      for (const review of answer.reviews) {
        if (review.createdAt < since) continue;
        lines.push(
          csvLine([
            osloTimestamp(review.createdAt),
            review.rating,
            review.title,
            review.text,
            review.author,
            review.productId ?? '',
          ]),
        );
      }
      cursor = answer.next;
      if (cursor === null) break;
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    throw new AppError(error.kind === 'retry' ? 503 : 422, 'app_service_failed', {
      service: APP_SERVICE_NAMES[service],
      reason: describeFailure(error),
    });
  }
  return `${csvHeader(['dato', 'vurdering', 'tittel', 'tekst', 'forfatter', 'produkt'])}${lines.join('')}`;
}
