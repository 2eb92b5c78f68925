import type { Database } from '../../db/client';
import type { JobRunner } from '../../platform';
import * as repo from './repository';

/** A signed delivery to record: its row, queued, and the job that handles it. */
export type NewDelivery = repo.ArrivedDelivery;

/** Deliveries written by one statement at most. */
const MAX_BATCH = 200;
/** Statements written at once (two: one slow statement does not hold up the rest); the rest wait for the next. */
const MAX_IN_FLIGHT = 2;

interface Waiting {
  delivery: NewDelivery;
  resolve: (repeat: boolean) => void;
  reject: (error: unknown) => void;
}

const keyOf = (delivery: Pick<NewDelivery, 'accountId' | 'platform' | 'deliveryId'>) =>
  `${delivery.accountId}\u0000${delivery.platform}\u0000${delivery.deliveryId}`;

/**
 * Records signed deliveries with their jobs in group commits: the deliveries that arrive while a statement is
 * being written go together in the next one (the rows and their jobs in one statement: repository.ts), so a
 * platform's burst costs the database a statement for several deliveries instead of a transaction of four
 * round trips for each (bench/connectors). A lone delivery is written at once. A batch the database refuses
 * is written again one delivery at a time, so a bad one fails only its own answer.
 */
export function deliveryIntake(db: Database, jobs: Pick<JobRunner, 'jobsFromRows'>) {
  const waiting: Waiting[] = [];
  let inFlight = 0;

  /** One statement; answers, in order, whether each delivery's id was stored before (a repeat). */
  const write = async (batch: NewDelivery[]) => {
    const rows = await repo.insertDeliveries(db, batch, (stored) =>
      jobs.jobsFromRows('connectors.process', stored),
    );
    // A row comes back once per new delivery id, also when the batch holds the id twice.
    const stored = new Set(rows.map(keyOf));
    return batch.map((delivery) => !stored.delete(keyOf(delivery)));
  };

  async function run(batch: Waiting[]): Promise<void> {
    try {
      const repeats = await write(batch.map((item) => item.delivery));
      for (const [index, item] of batch.entries()) item.resolve(repeats[index] ?? false);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const item of batch) await run([item]);
    }
  }

  function pump(): void {
    while (inFlight < MAX_IN_FLIGHT && waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    /** Records the delivery and its job; resolves true when the platform sent this delivery id before. */
    record(delivery: NewDelivery): Promise<boolean> {
      return new Promise((resolve, reject) => {
        waiting.push({ delivery, resolve, reject });
        pump();
      });
    },
  };
}
