import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTemplates } from '../../db/schema';

export type TemplateRow = typeof emailTemplates.$inferSelect;
export type TemplateValues = Pick<
  TemplateRow,
  'name' | 'type' | 'transactional' | 'subject' | 'previewText' | 'mjml' | 'project' | 'html' | 'discountId'
>;

export async function listTemplates(db: Database, accountId: number) {
  return db
    .select({
      id: emailTemplates.id,
      name: emailTemplates.name,
      type: emailTemplates.type,
      transactional: emailTemplates.transactional,
      subject: emailTemplates.subject,
      discountId: emailTemplates.discountId,
      // As discount-codes.ts's needsDiscountCode: a Liquid tag reading `discount_code` anywhere.
      needsDiscountCode: sql<boolean>`(${emailTemplates.html} || ${emailTemplates.subject} || ${emailTemplates.previewText}) ~ '\{[{%][^}]*discount_code'`,
      createdAt: emailTemplates.createdAt,
      updatedAt: emailTemplates.updatedAt,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.accountId, accountId))
    .orderBy(desc(emailTemplates.updatedAt), desc(emailTemplates.id))
    .limit(500);
}

export async function findTemplate(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.accountId, accountId), eq(emailTemplates.id, id)));
  return row ?? null;
}

export async function insertTemplate(db: Database, accountId: number, values: TemplateValues, now: Date) {
  const [row] = await db
    .insert(emailTemplates)
    .values({ ...values, accountId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

export async function updateTemplate(
  db: Database,
  accountId: number,
  id: number,
  values: TemplateValues,
  now: Date,
) {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: now })
    .where(and(eq(emailTemplates.accountId, accountId), eq(emailTemplates.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: Database, accountId: number, id: number) {
  const rows = await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.accountId, accountId), eq(emailTemplates.id, id)))
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
}
