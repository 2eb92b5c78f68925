import { type FlowStep, JOB_PAYLOADS } from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { loadOnce } from '../../lib/memo';
import { defineJob, type Platform, type Schedule } from '../../platform';
import { quietUntil } from './calendar';
import { wakeAt } from './due-queue';
import * as entries from './entry-repository';
import * as repo from './repository';
import { type PreparedMail, prepareSend, type SendDeps, sendLookups } from './send';
import { dueAt, quietHoursOf, runStep, type SendStep } from './steps';

export interface EngineDeps extends SendDeps {
  jobs: Platform['jobs'];
  log: FastifyBaseLogger;
}

/** Customers one `flows.due` job takes; a full batch writes the next job at once. */
export const DUE_BATCH = 200;
/** Steps run in a row for one customer in one batch (those due at once: a condition, a mail, an exit). */
const STEPS_PER_RUN = 20;

/** What a batch reads once however many of its customers need it: versions, quiet hours, what sends read. */
function batchReads(db: Database, claimed: entries.EntryRow[]) {
  const emails = new Map<number, string[]>();
  for (const entry of claimed) {
    const list = emails.get(entry.accountId) ?? [];
    list.push(entry.email);
    emails.set(entry.accountId, list);
  }
  const versions = loadOnce((key: string) => {
    const [flowId, version] = key.split(':').map(Number);
    return repo.findVersion(db, flowId ?? 0, version ?? 0);
  });
  return {
    send: sendLookups(db, emails),
    version: (flowId: number, version: number) => versions(`${flowId}:${version}`),
    quietHours: loadOnce((accountId: number) => quietHoursOf(db, accountId)),
  };
}
type BatchReads = ReturnType<typeof batchReads>;

interface Advanced {
  runs: entries.StepRun[];
  move: entries.EntryMove;
  mails: PreparedMail[];
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
  already: ReadonlySet<string>,
  entry: entries.EntryRow,
  now: Date,
): Promise<Advanced> {
  const runs: entries.StepRun[] = [];
  const mails: PreparedMail[] = [];
  const send: SendStep = async (customer, step) => {
    const prepared = await prepareSend(db, deps, reads.send, customer, step, now);
    if (prepared.mail) mails.push(prepared.mail);
    return prepared.outcome;
  };
  const definition = await reads.version(entry.flowId, entry.version);
  const byId = new Map<string, FlowStep>(definition?.steps.map((step) => [step.id, step]));
  let step = entry.stepId === null ? undefined : byId.get(entry.stepId);
  if (!definition || !step) return { runs, mails, move: ended(entry, 'exited', 'step_removed', now) };
  let due = entry.dueAt ?? now;
  for (let ran = 0; ; ran++) {
    // Recorded before (data changed by hand?): never run again, and never block the batch's one insert.
    if (already.has(`${entry.id}:${step.id}`)) {
      return { runs, mails, move: ended(entry, 'exited', 'step_already_ran', now) };
    }
    if (step.type === 'send_email') {
      const until = quietUntil(now, await reads.quietHours(entry.accountId));
      if (until) return { runs, mails, move: waitingAt(entry, step.id, until) };
    }
    const { outcome, next } = await runStep(db, send, entry, step, now);
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
      return {
        runs,
        mails,
        move: ended(entry, exit ? 'exited' : 'completed', exit ? 'exit_step' : null, now),
      };
    }
    // From when this step was due, not when it ran: a late run does not push the rest later.
    const nextDue = dueAt(definition, following.id, step.type === 'wait' ? due : now);
    if (nextDue > now || ran + 1 >= STEPS_PER_RUN) {
      return { runs, mails, move: waitingAt(entry, following.id, nextDue) };
    }
    step = following;
    due = nextDue;
  }
}

/**
 * The engine's worker: takes a batch of the customers whose step is due, runs each one's due steps, and
 * writes the batch's mails, step records and new places in one statement each, all in the job's
 * transaction: if the server dies mid-way nothing of it stays and the customers are due again. A step never
 * runs twice (a step already recorded ends that entry instead). One customer whose step fails (a template
 * that no longer renders with their data) is logged and ended alone, so one bad entry never holds the queue.
 */
export const dueJob = (deps: EngineDeps) =>
  defineJob({
    kind: 'flows.due',
    payload: JOB_PAYLOADS['flows.due'],
    // Two batches side by side (SKIP LOCKED): one renders its mails while the other's statements run.
    concurrency: 2,
    handle: async (_payload, { db, now }) => {
      const claimed = await entries.claimDue(db, now, DUE_BATCH);
      if (claimed.length === 0) return;
      const already = await entries.runsOf(
        db,
        claimed.map((entry) => entry.id),
      );
      const reads = batchReads(db, claimed);
      const runs: entries.StepRun[] = [];
      const moves: entries.EntryMove[] = [];
      const mails: PreparedMail[] = [];
      for (const entry of claimed) {
        try {
          const advanced = await advance(db, deps, reads, already, entry, now);
          runs.push(...advanced.runs);
          mails.push(...advanced.mails);
          moves.push(advanced.move);
        } catch (error) {
          deps.log.warn(
            { err: error, entry: entry.id, flow: entry.flowId, step: entry.stepId },
            'flow step failed',
          );
          moves.push(ended(entry, 'exited', 'step_failed', now));
        }
      }
      const mailIds = await deps.outbox.enqueueManyWith(
        db,
        mails.map((prepared) => prepared.mail),
      );
      await entries.insertMails(
        db,
        mails.map((prepared, index) => ({ ...prepared.record, mailId: mailIds[index] as string })),
      );
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
