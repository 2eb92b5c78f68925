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
  const retried = await deps.platform.retryDead(jobId, (tx, job) =>
    repo.insertAudit(tx, {
      actorUserId: actor.id,
      actorEmail: actor.email,
      action: 'job.retry' satisfies AuditAction,
      accountId: null,
      details: { job_id: job.id, kind: job.kind },
    }),
  );
  if (!retried) throw notFound('dead_job_not_found');
  return deps.platform.health();
}
