import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentPages, contentPageVersions } from '../../db/schema';

export type ContentPageRow = typeof contentPages.$inferSelect;

/** Every function takes the account first: no query here reaches another account's pages. */
export async function listPages(db: Database, accountId: number) {
  return db
    .select()
    .from(contentPages)
    .where(eq(contentPages.accountId, accountId))
    .orderBy(asc(contentPages.name), asc(contentPages.id));
}

export async function findPage(db: Database, accountId: number, id: number): Promise<ContentPageRow | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.accountId, accountId), eq(contentPages.id, id)));
  return row ?? null;
}

/** The account's pages and blocks at these placement keys, with their periods. */
export async function pagesAtKeys(db: Database, accountId: number, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      id: contentPages.id,
      name: contentPages.name,
      placementKey: contentPages.placementKey,
      fromAt: contentPages.fromAt,
      toAt: contentPages.toAt,
      publishedVersion: contentPages.publishedVersion,
    })
    .from(contentPages)
    .where(and(eq(contentPages.accountId, accountId), inArray(contentPages.placementKey, keys)))
    .orderBy(asc(contentPages.id));
}

export async function insertPage(
  db: Database,
  accountId: number,
  values: Pick<ContentPageRow, 'name' | 'placementKey' | 'fromAt' | 'toAt'>,
  now: Date,
): Promise<ContentPageRow> {
  const [row] = await db
    .insert(contentPages)
    .values({ accountId, ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('inserting a content page answered no row');
  return row;
}

export async function updatePage(
  db: Database,
  accountId: number,
  id: number,
  values: Partial<
    Pick<
      ContentPageRow,
      'name' | 'placementKey' | 'fromAt' | 'toAt' | 'draftHtml' | 'draftCss' | 'project' | 'publishedVersion'
    >
  >,
  now: Date,
): Promise<ContentPageRow | null> {
  const [row] = await db
    .update(contentPages)
    .set({ ...values, updatedAt: now })
    .where(and(eq(contentPages.accountId, accountId), eq(contentPages.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePage(db: Database, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(contentPages)
    .where(and(eq(contentPages.accountId, accountId), eq(contentPages.id, id)))
    .returning({ id: contentPages.id });
  return rows.length > 0;
}

export async function versionsOf(db: Database, accountId: number, pageIds: number[]) {
  if (pageIds.length === 0) return [];
  return db
    .select({
      pageId: contentPageVersions.pageId,
      version: contentPageVersions.version,
      publishedAt: contentPageVersions.publishedAt,
    })
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.accountId, accountId), inArray(contentPageVersions.pageId, pageIds)))
    .orderBy(desc(contentPageVersions.version));
}

export async function insertVersion(
  db: Database,
  accountId: number,
  pageId: number,
  design: { html: string; css: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(contentPageVersions)
    .values({
      accountId,
      pageId,
      version: sql`(select coalesce(max(${contentPageVersions.version}), 0) + 1 from ${contentPageVersions} where ${contentPageVersions.pageId} = ${pageId})`,
      ...design,
      publishedAt: now,
    })
    .returning({ version: contentPageVersions.version });
  if (!row) throw new Error('inserting a content version answered no row');
  return row.version;
}

export async function findVersion(db: Database, accountId: number, pageId: number, version: number) {
  const [row] = await db
    .select()
    .from(contentPageVersions)
    .where(
      and(
        eq(contentPageVersions.accountId, accountId),
        eq(contentPageVersions.pageId, pageId),
        eq(contentPageVersions.version, version),
      ),
    );
  return row ?? null;
}

/** The published blocks of these placement keys, with their periods and the version the shop sees. */
export async function publishedBlocks(db: Database, accountId: number, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      id: contentPages.id,
      name: contentPages.name,
      key: contentPages.placementKey,
      fromAt: contentPages.fromAt,
      toAt: contentPages.toAt,
      html: contentPageVersions.html,
      css: contentPageVersions.css,
    })
    .from(contentPages)
    .innerJoin(
      contentPageVersions,
      and(
        eq(contentPageVersions.pageId, contentPages.id),
        eq(contentPageVersions.version, contentPages.publishedVersion),
      ),
    )
    .where(and(eq(contentPages.accountId, accountId), inArray(contentPages.placementKey, keys)))
    .orderBy(asc(contentPages.id));
}
