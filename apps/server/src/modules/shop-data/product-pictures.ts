import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopProducts } from '../../db/schema';

/** The pictures of these products (the catalogue's image_url), by the shop's product id; those without one are left out. */
export async function findProductPictures(
  db: Database,
  accountId: number,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: shopProducts.externalId, imageUrl: shopProducts.imageUrl })
    .from(shopProducts)
    .where(
      and(
        eq(shopProducts.accountId, accountId),
        inArray(shopProducts.externalId, [...productIds]),
        isNotNull(shopProducts.imageUrl),
      ),
    );
  return new Map(rows.flatMap((row) => (row.imageUrl ? [[row.id, row.imageUrl] as const] : [])));
}
