import type { SegmentBody } from '@butikkpanel/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audienceSegments } from '../../db/schema';

export type SegmentRow = typeof audienceSegments.$inferSelect;

export async function listSegments(db: Database, accountId: number) {
  return db
    .select()
    .from(audienceSegments)
    .where(eq(audienceSegments.accountId, accountId))
    .orderBy(desc(audienceSegments.id))
    .limit(500);
}

export async function findSegment(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(audienceSegments)
    .where(and(eq(audienceSegments.accountId, accountId), eq(audienceSegments.id, id)));
  return row ?? null;
}

export async function insertSegment(db: Database, accountId: number, body: SegmentBody, now: Date) {
  const [row] = await db
    .insert(audienceSegments)
    .values({ accountId, name: body.name, definition: body.definition, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('segment insert returned nothing');
  return row;
}

export async function updateSegment(
  db: Database,
  accountId: number,
  id: number,
  body: SegmentBody,
  now: Date,
) {
  const [row] = await db
    .update(audienceSegments)
    .set({ name: body.name, definition: body.definition, updatedAt: now })
    .where(and(eq(audienceSegments.accountId, accountId), eq(audienceSegments.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSegment(db: Database, accountId: number, id: number) {
  const rows = await db
    .delete(audienceSegments)
    .where(and(eq(audienceSegments.accountId, accountId), eq(audienceSegments.id, id)))
    .returning({ id: audienceSegments.id });
  return rows.length > 0;
}
