import { JOB_PAYLOADS, segmentRulesSchema } from '@butikkpanel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flowSegmentMembers, flows, flowVersions } from '../../db/schema';
import { defineJob, type Platform, type Schedule } from '../../platform';
import { findSegment, matchingEmailsSql, segmentCondition } from '../audience';
import { enterFlow } from './engine';
import * as entries from './entry-repository';
import { mayEnterAgain } from './triggers';

type Jobs = Platform['jobs'];

/** The segment's members now, as SQL (null when the segment is gone). */
async function membersSql(db: Database, accountId: number, segmentId: number | null, now: Date) {
  const segment = segmentId === null ? null : await findSegment(db, accountId, segmentId);
  if (!segment) return null;
  return matchingEmailsSql(
    accountId,
    segmentCondition(accountId, segmentRulesSchema.parse(segment.definition), now),
  );
}

/**
 * A segment-start flow turned on: the members it has now are its baseline; only those who join the
 * segment later enter (turning a flow on does not mail everyone already in the segment).
 */
export async function baselineSegment(
  db: Database,
  flow: { id: number; accountId: number; segmentId: number | null },
  now: Date,
) {
  await db.delete(flowSegmentMembers).where(eq(flowSegmentMembers.flowId, flow.id));
  const members = await membersSql(db, flow.accountId, flow.segmentId, now);
  if (!members) return;
  await db.execute(sql`
    insert into ${flowSegmentMembers} (account_id, flow_id, email)
    select ${flow.accountId}, ${flow.id}, lower(m.email) from (${members}) m
    on conflict do nothing`);
}

/**
 * Every 10 minutes: for each active flow that starts on a segment, who joined since the last look enters
 * (by the flow's re-entry rule), and who left is forgotten, so joining again counts again.
 */
export const segmentEntriesJob = (jobs: Jobs) =>
  defineJob({
    kind: 'flows.segment_entries',
    payload: JOB_PAYLOADS['flows.segment_entries'],
    handle: async (_payload, { db, now }) => {
      const active = await db
        .select({
          id: flows.id,
          accountId: flows.accountId,
          version: flows.version,
          reentry: flows.reentry,
          definition: flowVersions.definition,
        })
        .from(flows)
        .innerJoin(
          flowVersions,
          and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, flows.version)),
        )
        .where(
          and(eq(flows.active, true), sql`${flowVersions.definition} -> 'start' ->> 'kind' = 'segment'`),
        );
      for (const flow of active) {
        const start = flow.definition.start;
        if (start.kind !== 'segment') continue;
        const members = await membersSql(db, flow.accountId, start.segment_id, now);
        if (!members) continue;
        await db.execute(sql`
          delete from ${flowSegmentMembers} s where s.flow_id = ${flow.id}
          and not exists (select 1 from (${members}) m where lower(m.email) = s.email)`);
        const joined = await db.execute(sql`
          insert into ${flowSegmentMembers} (account_id, flow_id, email)
          select ${flow.accountId}, ${flow.id}, lower(m.email) from (${members}) m
          on conflict do nothing returning email`);
        for (const { email } of (joined as unknown as { rows: Array<{ email: string }> }).rows) {
          const last = await entries.lastEntry(db, flow.id, email);
          const previous = last && { active: last.status === 'active', enteredAt: last.enteredAt };
          if (!mayEnterAgain(previous, flow.reentry, now)) continue;
          await enterFlow(db, jobs, flow, flow.accountId, { email, orderId: null, context: {} }, now);
        }
      }
    },
  });

export const segmentEntriesSchedule: Schedule = { kind: 'flows.segment_entries', at: { everyMinutes: 10 } };
