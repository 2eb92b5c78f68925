import type { AuditAction, JobHealthAnswer } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Platform } from '../../platform';
import * as repo from './repository';
import type { Actor } from './service';

export interface JobsDeps {
  db: Database;
  platform: Pick<Platform, 'health' | 'retryDead'>;
}

/** The queue per kind and the jobs that were given up: counts, kinds and errors only, never a payload. */
export async function jobHealth(deps: JobsDeps): Promise<JobHealthAnswer['data']> {
  return deps.platform.health();
}

/**
 * Queues a given-up job again and writes who did it to the audit log (no account: the queue serves them
 * all). Answers the queue as it is afterwards, so the screen shows the change without another call.
 */
export async function retryDeadJob(deps: JobsDeps, actor: Actor, jobId: number) {
  const before = await deps.platform.health();
  const kind = before.dead.find((job) => job.id === jobId)?.kind ?? null;
  if (!(await deps.platform.retryDead(jobId))) throw notFound('dead_job_not_found');
  await repo.insertAudit(deps.db, {
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: 'job.retry' satisfies AuditAction,
    accountId: null,
    details: { job_id: jobId, kind },
  });
  return deps.platform.health();
}
