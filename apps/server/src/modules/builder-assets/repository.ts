import type { BuilderComponentBody, BuilderKind } from '@butikkpanel/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { builderComponents, builderFonts } from '../../db/schema';

export type ComponentRow = typeof builderComponents.$inferSelect;
export type FontRow = typeof builderFonts.$inferSelect;

export async function listComponents(db: Database, accountId: number, builder: BuilderKind) {
  return db
    .select()
    .from(builderComponents)
    .where(and(eq(builderComponents.accountId, accountId), eq(builderComponents.builder, builder)))
    .orderBy(asc(builderComponents.groupName), asc(builderComponents.title), asc(builderComponents.id))
    .limit(1000);
}

export async function insertComponent(
  db: Database,
  accountId: number,
  body: BuilderComponentBody,
  now: Date,
) {
  const [row] = await db
    .insert(builderComponents)
    .values({
      accountId,
      builder: body.builder,
      title: body.title,
      groupName: body.group,
      content: body.content,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('component insert returned nothing');
  return row;
}

/** Which builder one of the account's components belongs to; null for another account's or none. */
export async function findComponentKind(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select({ builder: builderComponents.builder })
    .from(builderComponents)
    .where(and(eq(builderComponents.accountId, accountId), eq(builderComponents.id, id)))
    .limit(1);
  return row?.builder ?? null;
}

export async function deleteComponent(db: Database, accountId: number, id: number) {
  const rows = await db
    .delete(builderComponents)
    .where(and(eq(builderComponents.accountId, accountId), eq(builderComponents.id, id)))
    .returning({ id: builderComponents.id });
  return rows.length > 0;
}

export async function listFonts(db: Database, accountId: number) {
  return db
    .select()
    .from(builderFonts)
    .where(eq(builderFonts.accountId, accountId))
    .orderBy(asc(builderFonts.name))
    .limit(200);
}

/** Answers null when the account already has a font of that name. */
export async function insertFont(
  db: Database,
  accountId: number,
  values: { name: string; cssUrl: string },
  now: Date,
) {
  const [row] = await db
    .insert(builderFonts)
    .values({ accountId, ...values, createdAt: now })
    .onConflictDoNothing({ target: [builderFonts.accountId, builderFonts.name] })
    .returning();
  return row ?? null;
}

export async function deleteFont(db: Database, accountId: number, id: number) {
  const rows = await db
    .delete(builderFonts)
    .where(and(eq(builderFonts.accountId, accountId), eq(builderFonts.id, id)))
    .returning({ id: builderFonts.id });
  return rows.length > 0;
}
