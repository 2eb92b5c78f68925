import type { Database } from '../../db/client';
import type { chatVisitors } from '../../db/schema';

type VisitorRow = typeof chatVisitors.$inferSelect;

export interface VisitorText {
  accountId: number;
  uid: string;
  id: string;
  clientId: string;
  text: string;
  createdAt: Date;
}

/** What one statement of a batch does for one message, in the same statement as the others. */
export type RunOne = (db: Database, message: VisitorText) => Promise<VisitorRow | null>;
/**
 * One statement for many messages, at most one per visitor: the visitors counted, by `visitorTextKey`; a
 * visitor missing had nothing stored (unknown, or a resend of a stored client id).
 */
export type RunMany = (db: Database, messages: VisitorText[]) => Promise<Map<string, VisitorRow>>;

/** Whose message it is: a batch holds one message per key. */
export const visitorTextKey = (message: { accountId: number; uid: string }) =>
  `${message.accountId}:${message.uid}`;

/**
 * Statements in flight at once: fewer than the pool's connections, so the rest of the server still finds one.
 * While they run, the messages that arrive wait here and go together in the next statement.
 */
const IN_FLIGHT = 2;
/** Messages per statement; a bigger backlog goes in several. */
const MOST = 500;

interface Waiting {
  message: VisitorText;
  resolve(row: VisitorRow | null): void;
  reject(error: unknown): void;
}

/**
 * Visitors' text messages stored in batches: at 1,000 messages a second each message's own statement,
 * round trip and commit cost more than its rows (issue 29: with the server and PostgreSQL on one core the
 * pool queue grew to thousands and messages waited seconds for a connection, while PostgreSQL spent 0.2 ms
 * on each). A message that finds a statement free goes at once, alone; under load one statement stores
 * everything that arrived meanwhile. A visitor has one message at a time in a statement, so each message's
 * unread count and order are what they were one by one. A batch that fails is retried one message at a time with `one`,
 * so one bad message fails alone.
 */
export function visitorTextBatcher(db: Database, one: RunOne, many: RunMany) {
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Visitors with a message in a statement now: their next one waits for it, so their order holds. */
  const busy = new Set<string>();
  const keyOf = (entry: Waiting) => visitorTextKey(entry.message);

  const take = (): Waiting[] => {
    const batch: Waiting[] = [];
    const kept: Waiting[] = [];
    for (const entry of waiting) {
      const key = keyOf(entry);
      if (batch.length >= MOST || busy.has(key)) {
        kept.push(entry);
        continue;
      }
      busy.add(key);
      batch.push(entry);
    }
    waiting.splice(0, waiting.length, ...kept);
    return batch;
  };

  const run = async (batch: Waiting[]) => {
    try {
      if (batch.length === 1) {
        const [entry] = batch as [Waiting];
        entry.resolve(await one(db, entry.message));
        return;
      }
      const rows = await many(
        db,
        batch.map((entry) => entry.message),
      );
      for (const entry of batch) entry.resolve(rows.get(keyOf(entry)) ?? null);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const entry of batch) await one(db, entry.message).then(entry.resolve, entry.reject);
    }
  };

  const flush = () => {
    scheduled = false;
    while (inFlight < IN_FLIGHT && waiting.length > 0) {
      const batch = take();
      if (batch.length === 0) return;
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        for (const entry of batch) busy.delete(keyOf(entry));
        schedule();
      });
    }
  };

  // Messages that arrive in the same turn of the event loop go together even when a statement is free.
  const schedule = () => {
    if (scheduled || waiting.length === 0 || inFlight >= IN_FLIGHT) return;
    scheduled = true;
    queueMicrotask(flush);
  };

  return (message: VisitorText): Promise<VisitorRow | null> =>
    new Promise((resolve, reject) => {
      waiting.push({ message, resolve, reject });
      schedule();
    });
}
