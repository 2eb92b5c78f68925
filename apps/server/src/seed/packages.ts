import { PACKAGE_KEYS, PACKAGE_NAMES } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { packages } from '../db/schema';

/** The package catalogue is reference data from contracts: kept in step at every start. */
export async function syncPackageCatalogue(db: Database): Promise<void> {
  await db
    .insert(packages)
    .values(PACKAGE_KEYS.map((key) => ({ key, name: PACKAGE_NAMES[key] })))
    .onConflictDoUpdate({ target: packages.key, set: { name: sql`excluded.name` } });
}
