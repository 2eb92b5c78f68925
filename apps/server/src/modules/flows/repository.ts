import type { FlowDefinition, FlowReentry } from '@butikkpanel/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flowEntries, flowMails, flowSettings, flowStepRuns, flows, flowVersions } from '../../db/schema';

export type FlowRow = typeof flows.$inferSelect;

/** Every function takes the account first: no query here reaches another account's flows. */
export async function listFlows(db: Database, accountId: number) {
  return db
    .select()
    .from(flows)
    .where(eq(flows.accountId, accountId))
    .orderBy(asc(flows.name), asc(flows.id));
}

export async function findFlow(db: Database, accountId: number, id: number): Promise<FlowRow | null> {
  const [row] = await db
    .select()
    .from(flows)
    .where(and(eq(flows.accountId, accountId), eq(flows.id, id)));
  return row ?? null;
}

/** The flow locked for a change (two saves of one flow never publish the same version twice). */
export async function lockFlow(db: Database, accountId: number, id: number): Promise<FlowRow | null> {
  const [row] = await db
    .select()
    .from(flows)
    .where(and(eq(flows.accountId, accountId), eq(flows.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertFlow(
  db: Database,
  accountId: number,
  values: { name: string; definition: FlowDefinition; reentry: FlowReentry },
  now: Date,
): Promise<FlowRow> {
  const [row] = await db
    .insert(flows)
    .values({ accountId, ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('inserting a flow answered no row');
  return row;
}

export async function updateFlow(
  db: Database,
  id: number,
  values: Partial<Pick<FlowRow, 'name' | 'definition' | 'reentry' | 'active' | 'version'>>,
  now: Date,
): Promise<FlowRow> {
  const [row] = await db
    .update(flows)
    .set({ ...values, updatedAt: now })
    .where(eq(flows.id, id))
    .returning();
  if (!row) throw new Error('updating a flow answered no row');
  return row;
}

export async function deleteFlow(db: Database, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(flows)
    .where(and(eq(flows.accountId, accountId), eq(flows.id, id)))
    .returning({ id: flows.id });
  return rows.length > 0;
}

export async function insertVersion(
  db: Database,
  flow: FlowRow,
  version: number,
  definition: FlowDefinition,
  now: Date,
) {
  await db.insert(flowVersions).values({
    accountId: flow.accountId,
    flowId: flow.id,
    version,
    definition,
    createdAt: now,
  });
}

export async function findVersion(db: Database, flowId: number, version: number) {
  const [row] = await db
    .select({ definition: flowVersions.definition })
    .from(flowVersions)
    .where(and(eq(flowVersions.flowId, flowId), eq(flowVersions.version, version)));
  return row?.definition ?? null;
}

/** The active flows of an account, with the definition new entries get. */
export async function activeFlows(db: Database, accountId: number) {
  return db
    .select({
      id: flows.id,
      version: flows.version,
      reentry: flows.reentry,
      definition: flowVersions.definition,
    })
    .from(flows)
    .innerJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, flows.version)))
    .where(and(eq(flows.accountId, accountId), eq(flows.active, true)));
}

/** Per flow of the account: customers in it now, mails sent, and orders and revenue after its mails. */
export async function flowTotals(db: Database, accountId: number) {
  const result = await db.execute(sql`
    select f.id,
      (select count(*)::int from ${flowEntries} e where e.flow_id = f.id and e.status = 'active') as in_flow,
      (select count(*)::int from ${flowMails} m where m.flow_id = f.id) as sent
    from ${flows} f where f.account_id = ${accountId}`);
  const rows = (result as unknown as { rows: Array<{ id: number; in_flow: number; sent: number }> }).rows;
  return new Map(
    rows.map((row) => [Number(row.id), { inFlow: Number(row.in_flow), sent: Number(row.sent) }]),
  );
}

/** Per step of one flow (every version): how many reached it, wait there, passed, left, and its mails. */
export async function stepFigures(db: Database, flowId: number) {
  const result = await db.execute(sql`
    select s.step_id, s.entered, s.exited, coalesce(w.waiting, 0) as waiting,
      coalesce(m.sent, 0) as sent, coalesce(m.opened, 0) as opened, coalesce(m.clicked, 0) as clicked
    from (
      select step_id, count(*)::int as entered, count(*) filter (where outcome = 'exited')::int as exited
      from ${flowStepRuns} where flow_id = ${flowId} group by step_id
    ) s
    left join (
      select step_id, count(*)::int as waiting from ${flowEntries}
      where flow_id = ${flowId} and status = 'active' group by step_id
    ) w using (step_id)
    left join (
      select step_id, count(*)::int as sent, count(opened_at)::int as opened, count(clicked_at)::int as clicked
      from ${flowMails} where flow_id = ${flowId} group by step_id
    ) m using (step_id)
    union all
    select w.step_id, 0, 0, w.waiting, 0, 0, 0 from (
      select step_id, count(*)::int as waiting from ${flowEntries}
      where flow_id = ${flowId} and status = 'active' and step_id is not null group by step_id
    ) w where not exists (select 1 from ${flowStepRuns} r where r.flow_id = ${flowId} and r.step_id = w.step_id)`);
  return (
    result as unknown as {
      rows: Array<{
        step_id: string;
        entered: number;
        exited: number;
        waiting: number;
        sent: number;
        opened: number;
        clicked: number;
      }>;
    }
  ).rows;
}

/** Active customers of a flow on versions older than `version`. */
export async function countOnOlderVersions(db: Database, flowId: number, version: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(flowEntries)
    .where(
      and(
        eq(flowEntries.flowId, flowId),
        eq(flowEntries.status, 'active'),
        sql`${flowEntries.version} < ${version}`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function findSettings(db: Database, accountId: number) {
  const [row] = await db.select().from(flowSettings).where(eq(flowSettings.accountId, accountId));
  return row ?? null;
}

export async function saveSettings(
  db: Database,
  accountId: number,
  values: { quietEnabled: boolean; quietFrom: string; quietTo: string },
  now: Date,
) {
  await db
    .insert(flowSettings)
    .values({ accountId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: flowSettings.accountId, set: { ...values, updatedAt: now } });
}
