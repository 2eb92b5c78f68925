import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  dealerRecommendationWidgets,
  recommendationHiddenProducts,
  recommendationWidgets,
} from '../../db/schema';

/**
 * Storage of recommendation widgets: an account's own (`recommendation_widgets`) and its dealer's
 * (`dealer_recommendation_widgets`), and the account's hidden products. Every query names its owner.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Transaction;

/** Whose widgets a query reads or writes. */
export type WidgetOwner = { kind: 'account'; accountId: number } | { kind: 'dealer'; dealerId: number };

export interface WidgetRow {
  id: string;
  config: unknown;
  createdAt: Date;
  updatedAt: Date;
}

const columns = (owner: WidgetOwner) =>
  owner.kind === 'account'
    ? { table: recommendationWidgets, ownerColumn: recommendationWidgets.accountId, ownerId: owner.accountId }
    : {
        table: dealerRecommendationWidgets,
        ownerColumn: dealerRecommendationWidgets.dealerId,
        ownerId: owner.dealerId,
      };

const selection = (owner: WidgetOwner) => {
  const { table } = columns(owner);
  return { id: table.id, config: table.config, createdAt: table.createdAt, updatedAt: table.updatedAt };
};

export function listWidgets(db: Writer, owner: WidgetOwner): Promise<WidgetRow[]> {
  const { table, ownerColumn, ownerId } = columns(owner);
  return db.select(selection(owner)).from(table).where(eq(ownerColumn, ownerId)).orderBy(asc(table.id));
}

export async function findWidget(db: Writer, owner: WidgetOwner, id: string): Promise<WidgetRow | null> {
  const { table, ownerColumn, ownerId } = columns(owner);
  const [row] = await db
    .select(selection(owner))
    .from(table)
    .where(and(eq(ownerColumn, ownerId), eq(table.id, id)));
  return row ?? null;
}

/** null when the owner already has a widget with this id. */
export async function insertWidget(
  db: Writer,
  owner: WidgetOwner,
  id: string,
  config: unknown,
  now: Date,
): Promise<WidgetRow | null> {
  const times = { id, config, createdAt: now, updatedAt: now };
  const [row] =
    owner.kind === 'account'
      ? await db
          .insert(recommendationWidgets)
          .values({ accountId: owner.accountId, ...times })
          .onConflictDoNothing()
          .returning(selection(owner))
      : await db
          .insert(dealerRecommendationWidgets)
          .values({ dealerId: owner.dealerId, ...times })
          .onConflictDoNothing()
          .returning(selection(owner));
  return row ?? null;
}

export async function updateWidget(
  db: Writer,
  owner: WidgetOwner,
  id: string,
  config: unknown,
  now: Date,
): Promise<WidgetRow | null> {
  const { table, ownerColumn, ownerId } = columns(owner);
  const [row] = await db
    .update(table)
    .set({ config, updatedAt: now })
    .where(and(eq(ownerColumn, ownerId), eq(table.id, id)))
    .returning(selection(owner));
  return row ?? null;
}

export async function deleteWidget(db: Writer, owner: WidgetOwner, id: string): Promise<boolean> {
  const { table, ownerColumn, ownerId } = columns(owner);
  const rows = await db
    .delete(table)
    .where(and(eq(ownerColumn, ownerId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
}

// ---------- hidden products ----------

export async function listHiddenProducts(db: Writer, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ productId: recommendationHiddenProducts.productId })
    .from(recommendationHiddenProducts)
    .where(eq(recommendationHiddenProducts.accountId, accountId))
    .orderBy(asc(recommendationHiddenProducts.productId));
  return rows.map((row) => row.productId);
}

/** The account's hidden products become exactly these. */
export async function replaceHiddenProducts(db: Writer, accountId: number, productIds: string[], now: Date) {
  await db.delete(recommendationHiddenProducts).where(eq(recommendationHiddenProducts.accountId, accountId));
  if (productIds.length === 0) return;
  await db
    .insert(recommendationHiddenProducts)
    .values(productIds.map((productId) => ({ accountId, productId, createdAt: now })));
}
