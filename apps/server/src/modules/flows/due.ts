import {
  type FlowDefinition,
  type FlowQuietHours,
  type FlowStep,
  JOB_PAYLOADS,
} from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { defineJob, type Platform, type Schedule } from '../../platform';
import { quietUntil } from './calendar';
import { wakeAt } from './due-queue';
import * as entries from './entry-repository';
import * as repo from './repository';
import { type SendDeps, type SendLookups, sendLookups } from './send';
import { dueAt, quietHoursOf, runStep } from './steps';

export interface EngineDeps extends SendDeps {
  jobs: Platform['jobs'];
  log: FastifyBaseLogger;
}

/** Customers one `flows.due` job takes; a full batch writes the next job at once. */
export const DUE_BATCH = 200;
/** Steps run in a row for one customer in one batch (those due at once: a condition, a mail, an exit). */
const STEPS_PER_RUN = 20;

/** What a batch reads once however many of its customers need it: versions and quiet hours. */
function batchReads(db: Database) {
  const versions = new Map<string, Promise<FlowDefinition | null>>();
  const quiet = new Map<number, Promise<FlowQuietHours>>();
  return {
    send: sendLookups(db),
    version(flowId: number, version: number) {
      const key = `${flowId}:${version}`;
      let found = versions.get(key);
      if (!found) {
        found = repo.findVersion(db, flowId, version);
        versions.set(key, found);
      }
      return found;
    },
    quietHours(accountId: number) {
      let found = quiet.get(accountId);
      if (!found) {
        found = quietHoursOf(db, accountId);
        quiet.set(accountId, found);
      }
      return found;
    },
  };
}
type BatchReads = ReturnType<typeof batchReads>;

interface Advanced {
  runs: entries.StepRun[];
  move: entries.EntryMove;
}

const ended = (
  entry: entries.EntryRow,
  status: 'completed' | 'exited',
  exitReason: string | null,
  now: Date,
): entries.EntryMove => ({ id: entry.id, status, exitReason, endedAt: now, stepId: null, dueAt: null });

const waitingAt = (entry: entries.EntryRow, stepId: string, due: Date): entries.EntryMove => ({
  id: entry.id,
  status: 'active',
  exitReason: null,
  endedAt: null,
  stepId,
  dueAt: due,
});

/**
 * One customer's due step and every step due right after it (a condition, a mail, an exit): the steps'
 * effects are written here, their records and the customer's new place are returned for the batch to write.
 * A send that falls in the account's quiet hours moves to their end.
 */
async function advance(
  db: Database,
  deps: EngineDeps,
  reads: BatchReads,
  entry: entries.EntryRow,
  now: Date,
): Promise<Advanced> {
  const runs: entries.StepRun[] = [];
  const definition = await reads.version(entry.flowId, entry.version);
  const byId = new Map<string, FlowStep>(definition?.steps.map((step) => [step.id, step]));
  let step = entry.stepId === null ? undefined : byId.get(entry.stepId);
  if (!definition || !step) return { runs, move: ended(entry, 'exited', 'step_removed', now) };
  let due = entry.dueAt ?? now;
  for (let ran = 0; ; ran++) {
    if (step.type === 'send_email') {
      const until = quietUntil(now, await reads.quietHours(entry.accountId));
      if (until) return { runs, move: waitingAt(entry, step.id, until) };
    }
    const { outcome, next } = await runStep(db, deps, reads.send, entry, step, now);
    runs.push({
      accountId: entry.accountId,
      flowId: entry.flowId,
      entryId: entry.id,
      stepId: step.id,
      outcome,
      ranAt: now,
    });
    const following = next === null ? undefined : byId.get(next);
    if (!following) {
      const exit = step.type === 'exit';
      return { runs, move: ended(entry, exit ? 'exited' : 'completed', exit ? 'exit_step' : null, now) };
    }
    // From when this step was due, not when it ran: a late run does not push the rest later.
    const nextDue = dueAt(definition, following.id, step.type === 'wait' ? due : now);
    if (nextDue > now || ran + 1 >= STEPS_PER_RUN) {
      return { runs, move: waitingAt(entry, following.id, nextDue) };
    }
    step = following;
    due = nextDue;
  }
}

/**
 * The engine's worker: takes a batch of the customers whose step is due, runs each one's due steps, and
 * writes every record and new place of the batch in one statement each, all in the job's transaction: if
 * the server dies mid-way nothing of it stays and the customers are due again; a step never runs twice
 * (a step already recorded ends that entry instead). One customer's failing step (a template that no longer
 * renders) rolls back to its savepoint and ends only that customer's entry, logged.
 */
export const dueJob = (deps: EngineDeps) =>
  defineJob({
    kind: 'flows.due',
    payload: JOB_PAYLOADS['flows.due'],
    // Two batches side by side (SKIP LOCKED): one prepares mails while the other's statements run.
    concurrency: 2,
    handle: async (_payload, { db, now }) => {
      const claimed = await entries.claimDue(db, now, DUE_BATCH);
      if (claimed.length === 0) return;
      const already = await entries.runsOf(
        db,
        claimed.map((entry) => entry.id),
      );
      const reads = batchReads(db);
      const runs: entries.StepRun[] = [];
      const moves: entries.EntryMove[] = [];
      for (const entry of claimed) {
        if (entry.stepId === null || already.has(`${entry.id}:${entry.stepId}`)) {
          moves.push(
            ended(entry, 'exited', entry.stepId === null ? 'step_removed' : 'step_already_ran', now),
          );
          continue;
        }
        try {
          const advanced = await db.transaction((savepoint) => advance(savepoint, deps, reads, entry, now));
          runs.push(...advanced.runs);
          moves.push(advanced.move);
        } catch (error) {
          deps.log.warn(
            { err: error, entry: entry.id, flow: entry.flowId, step: entry.stepId },
            'flow step failed',
          );
          moves.push(ended(entry, 'exited', 'step_failed', now));
        }
      }
      await entries.insertRuns(db, runs);
      await entries.moveEntries(db, moves);
      const waiting = moves.flatMap((move) => (move.status === 'active' && move.dueAt ? [move.dueAt] : []));
      await wakeAt(db, deps.jobs, waiting);
      if (claimed.length === DUE_BATCH) {
        await deps.jobs.enqueueWith(db, [{ kind: 'flows.due', payload: {}, runAt: now }]);
      }
    },
  });

/**
 * Every minute, whatever the wake-ups: customers whose time came while no job was written for it (an
 * entry committed just after its second's job looked) wait at most this long.
 */
export const dueSchedule: Schedule = { kind: 'flows.due', at: { everyMinutes: 1 } };
