import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock, LocalTask } from '../../platform';
import { insertLogEntries } from './repository';

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT_ENTRIES = 500;
/** If the database is away, keep at most this many entries rather than grow without bound. */
const MAX_BUFFERED = 50_000;

type Entry = { accountId: number; phrase: string; results: number; createdAt: Date };

/**
 * Every public search is logged (the no-result history reads the log). Searches answer without waiting for the
 * insert: entries are written in batches, at least every second (a local task), and on shutdown.
 */
export function createSearchLog(db: Database, log: FastifyBaseLogger, clock: Clock) {
  let buffer: Entry[] = [];
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (buffer.length === 0) return;
      const batch = buffer;
      buffer = [];
      try {
        await insertLogEntries(db, batch);
      } catch (error) {
        log.error({ err: error, entries: batch.length }, 'writing the search log failed');
        if (buffer.length + batch.length <= MAX_BUFFERED) buffer = [...batch, ...buffer];
      }
    });
    return writing;
  }

  return {
    add(accountId: number, phrase: string, results: number) {
      if (buffer.length >= MAX_BUFFERED) return;
      buffer.push({ accountId, phrase, results, createdAt: clock.now() });
      if (buffer.length >= FLUSH_AT_ENTRIES) void flush();
    },
    flush,
    /** The platform's ticker writes the buffer at least every second. */
    localTask: { name: 'search.log-flush', everyMs: FLUSH_EVERY_MS, run: () => flush() } satisfies LocalTask,
    stop: flush,
  };
}

export type SearchLog = ReturnType<typeof createSearchLog>;
