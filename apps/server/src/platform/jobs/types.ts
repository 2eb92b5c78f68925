import type { ZodType } from 'zod';
import type { Database } from '../../db/client';
import type { Publish } from '../events/types';

export interface JobContext {
  /** Inside the job's transaction for transactional kinds; the plain database otherwise. */
  db: Database;
  /** The clock's "now" when the job started. */
  now: Date;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  jobId: number;
  /** Events told after the job's transaction commits (durable listeners' jobs are written inside it). */
  publish: Publish;
}

export interface JobDefinition<P = unknown> {
  kind: string;
  payload: ZodType<P>;
  handle(payload: P, context: JobContext): Promise<void>;
  /**
   * true (the default): the handler's writes and the job's completion commit in one transaction, so its
   * effect happens exactly once even if the worker dies. false: for effects outside the database (SMTP);
   * the handler must then be idempotent itself, because a job whose worker died runs again.
   */
  transactional?: boolean;
  /** How many jobs of this kind one instance runs at once (default 1). */
  concurrency?: number;
  /** Attempts before the job is dead (default 5). */
  maxAttempts?: number;
  /** Wait before attempt n+1: base * 2^(n-1), at most max (defaults 10 s and 1 hour). */
  backoff?: { baseMs: number; maxMs: number };
}

/** A recurring durable job: one per slot across every instance (the slot is its dedupe key). */
export interface Schedule {
  kind: string;
  /** Daily at this Oslo wall-clock time ("03:00"), or every N minutes. */
  at: { dailyAt: string } | { everyMinutes: number };
  /** The payload for a slot; daily slots are Oslo days (YYYY-MM-DD). */
  payload?: (slot: string) => unknown;
}

/**
 * Housekeeping of one instance's own memory (caches, its sockets): it has nothing durable to lose, must
 * run on every instance, so it is not a queued job; the platform's one ticker runs it by the clock.
 */
export interface LocalTask {
  name: string;
  everyMs: number;
  run(now: Date): Promise<void> | void;
}

/** `define` keeps a definition's payload type tied to its handler. */
export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;
