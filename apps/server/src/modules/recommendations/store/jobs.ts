import { JOB_PAYLOADS } from '@butikkpanel/contracts';
import { type Clock, type DurableListener, defineJob, type Platform, type Schedule } from '../../../platform';
import { accountsWithProducts } from '../../shop-data';
import { pruneClicks } from '../tracking';
import { updateForOrder } from './incremental';
import { runModels } from './model-run';

const RUN = 'recommendations.model_run';
const NIGHTLY = 'recommendations.nightly';
/** At night in Oslo, after the day's orders are in and before the shops are busy. */
export const RECOMMENDATION_MODELS_AT = '03:30';

/**
 * One account's full model run. Transactional (the default): the old models are replaced in the job's
 * transaction, so a failed run leaves the last good models in place and a retry starts clean.
 */
export const modelRunJob = (clock: Clock) =>
  defineJob({
    kind: RUN,
    payload: JOB_PAYLOADS[RUN],
    handle: ({ account_id }, { db }) => runModels(db, account_id, clock),
    // A large account's run takes minutes: one at a time per instance, and not hammered by retries.
    concurrency: 1,
    maxAttempts: 3,
    backoff: { baseMs: 60_000, maxMs: 30 * 60_000 },
  });

/**
 * The nightly fan-out: one run per account that has products, deduped by account and Oslo day; and the
 * clicks too old to be attributed any more are dropped.
 */
export const nightlyJob = (jobs: Platform['jobs']) =>
  defineJob({
    kind: NIGHTLY,
    payload: JOB_PAYLOADS[NIGHTLY],
    handle: async ({ day }, { db }) => {
      await pruneClicks(db, day);
      const accounts = await accountsWithProducts(db);
      if (accounts.length === 0) return;
      await jobs.enqueueWith(
        db,
        accounts.map((accountId) => ({
          kind: RUN,
          payload: { account_id: accountId },
          dedupeKey: `${accountId}:${day}`,
        })),
      );
    },
  });

export const nightlySchedule: Schedule = {
  kind: NIGHTLY,
  at: { dailyAt: RECOMMENDATION_MODELS_AT },
  payload: (day) => ({ day }),
};

/** An order in, changed or cancelled: its products' bought-together lists and bestseller counts at once. */
export const orderListener: DurableListener = {
  name: 'recommendations.orders',
  on: ['order.created', 'order.updated', 'order.cancelled'],
  async handle(event, { db, now }) {
    if (event.type !== 'order.created' && event.type !== 'order.updated' && event.type !== 'order.cancelled')
      return;
    const productIds = event.data.lines.map((line) => line.product_id);
    await updateForOrder(db, event.account_id, productIds, now.getTime());
  },
};
