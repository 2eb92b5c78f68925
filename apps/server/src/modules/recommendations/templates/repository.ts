import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  dealerRecommendationWidgets,
  recommendationTemplates,
  recommendationTemplateVersions,
  recommendationWidgets,
} from '../../../db/schema';

/**
 * Storage of stored recommendation templates and their versions. Every query names the owner it reads or
 * writes (an account or a dealer), so an id alone never reaches another account's template.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Transaction;

/** Whose templates a query reads or writes. */
export type TemplateOwner = { kind: 'account'; accountId: number } | { kind: 'dealer'; dealerId: number };

export type TemplateRow = typeof recommendationTemplates.$inferSelect;

/** The sources and settings one save writes. */
export interface TemplateContent {
  name: string;
  kind: string;
  html: string;
  css: string;
  settings: unknown;
}

const ownedBy = (owner: TemplateOwner) =>
  owner.kind === 'account'
    ? eq(recommendationTemplates.accountId, owner.accountId)
    : eq(recommendationTemplates.dealerId, owner.dealerId);

const ownerColumns = (owner: TemplateOwner) =>
  owner.kind === 'account'
    ? { accountId: owner.accountId, dealerId: null }
    : { accountId: null, dealerId: owner.dealerId };

export function listTemplates(db: Writer, owner: TemplateOwner, kind?: string): Promise<TemplateRow[]> {
  const where =
    kind === undefined ? ownedBy(owner) : and(ownedBy(owner), eq(recommendationTemplates.kind, kind));
  return db
    .select()
    .from(recommendationTemplates)
    .where(where)
    .orderBy(asc(recommendationTemplates.name), asc(recommendationTemplates.id));
}

export async function findTemplate(
  db: Writer,
  owner: TemplateOwner,
  id: number,
): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(recommendationTemplates)
    .where(and(ownedBy(owner), eq(recommendationTemplates.id, id)));
  return row ?? null;
}

/** The template with this id if any of these owners has it (an account reads its own and its dealer's). */
export async function findTemplateOfAny(
  db: Writer,
  owners: TemplateOwner[],
  id: number,
): Promise<TemplateRow | null> {
  if (owners.length === 0) return null;
  const [row] = await db
    .select()
    .from(recommendationTemplates)
    .where(and(eq(recommendationTemplates.id, id), or(...owners.map(ownedBy))));
  return row ?? null;
}

async function insertVersion(db: Writer, row: TemplateRow, savedBy: string | null) {
  await db.insert(recommendationTemplateVersions).values({
    templateId: row.id,
    version: row.version,
    name: row.name,
    html: row.html,
    css: row.css,
    settings: row.settings,
    savedAt: row.updatedAt,
    savedBy,
  });
}

/** A new template at version 1, kept in the versions too. */
export async function insertTemplate(
  db: Writer,
  owner: TemplateOwner,
  content: TemplateContent,
  savedBy: string | null,
  now: Date,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(recommendationTemplates)
    .values({ ...ownerColumns(owner), ...content, version: 1, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await insertVersion(db, row, savedBy);
  return row;
}

/** The next version of the owner's template (kept in the versions); null when the owner has no such template. */
export async function updateTemplate(
  db: Writer,
  owner: TemplateOwner,
  id: number,
  content: TemplateContent,
  savedBy: string | null,
  now: Date,
): Promise<TemplateRow | null> {
  const [row] = await db
    .update(recommendationTemplates)
    .set({ ...content, version: sql`${recommendationTemplates.version} + 1`, updatedAt: now })
    .where(and(ownedBy(owner), eq(recommendationTemplates.id, id)))
    .returning();
  if (!row) return null;
  await insertVersion(db, row, savedBy);
  return row;
}

export async function deleteTemplate(db: Writer, owner: TemplateOwner, id: number): Promise<boolean> {
  const rows = await db
    .delete(recommendationTemplates)
    .where(and(ownedBy(owner), eq(recommendationTemplates.id, id)))
    .returning({ id: recommendationTemplates.id });
  return rows.length > 0;
}

export function listVersions(db: Writer, templateId: number) {
  return db
    .select({
      version: recommendationTemplateVersions.version,
      savedAt: recommendationTemplateVersions.savedAt,
      savedBy: recommendationTemplateVersions.savedBy,
    })
    .from(recommendationTemplateVersions)
    .where(eq(recommendationTemplateVersions.templateId, templateId))
    .orderBy(desc(recommendationTemplateVersions.version));
}

export async function findVersion(db: Writer, templateId: number, version: number) {
  const [row] = await db
    .select()
    .from(recommendationTemplateVersions)
    .where(
      and(
        eq(recommendationTemplateVersions.templateId, templateId),
        eq(recommendationTemplateVersions.version, version),
      ),
    );
  return row ?? null;
}

/**
 * The ids of the widgets that name this key, the account's own and dealers'. A `t{id}` key is unique across
 * owners and only an owner that may read the template can name it, so the key alone finds every user.
 */
export async function widgetsNaming(db: Writer, key: string): Promise<string[]> {
  const [own, dealers] = await Promise.all([
    db
      .select({ id: recommendationWidgets.id })
      .from(recommendationWidgets)
      .where(sql`${recommendationWidgets.config}->>'template' = ${key}`),
    db
      .select({ id: dealerRecommendationWidgets.id })
      .from(dealerRecommendationWidgets)
      .where(sql`${dealerRecommendationWidgets.config}->>'template' = ${key}`),
  ]);
  return [...new Set([...own, ...dealers].map((row) => row.id))].sort();
}
