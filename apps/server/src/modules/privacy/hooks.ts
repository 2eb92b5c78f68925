import type { Retention } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import type { PrivacyHooks } from '../../platform';

/** Every module's privacy hooks, as the platform lists them (platform.privacyHooks). */
export type RegisteredHooks = ReadonlyArray<{ module: string; hooks: PrivacyHooks }>;
export type Counts = Record<string, number>;

/** Two modules counting the same kind add up instead of hiding one another. */
function addCounts(into: Counts, counts: Counts): Counts {
  for (const [kind, value] of Object.entries(counts)) into[kind] = (into[kind] ?? 0) + value;
  return into;
}

/** One account's retention, across every module, in one transaction. */
export async function purgeAccount(
  db: Database,
  hooks: RegisteredHooks,
  accountId: number,
  retention: Retention,
  now: Date,
): Promise<Counts> {
  return db.transaction(async (tx) => {
    const removed: Counts = {};
    for (const { hooks: module } of hooks) {
      if (module.purgeAccount) addCounts(removed, await module.purgeAccount(tx, accountId, retention, now));
    }
    return removed;
  });
}

/** What is kept a fixed time in every account (and the platform's own rows, under "platform"). */
export async function purgeEverywhere(
  db: Database,
  hooks: RegisteredHooks,
  now: Date,
  removed: Record<string, Counts>,
): Promise<void> {
  for (const { hooks: module } of hooks) {
    if (!module.purgeEverywhere) continue;
    for (const [owner, counts] of await module.purgeEverywhere(db, now)) {
      const key = String(owner);
      removed[key] = addCounts({ ...removed[key] }, counts);
    }
  }
}

/** Every module's sections about one e-mail address; rows of a section two modules share are joined. */
export async function exportPerson(
  db: Database,
  hooks: RegisteredHooks,
  accountId: number,
  email: string,
): Promise<Record<string, unknown>> {
  const sections: Record<string, unknown> = {};
  for (const { hooks: module } of hooks) {
    if (!module.exportPerson) continue;
    for (const [name, rows] of Object.entries(await module.exportPerson(db, accountId, email))) {
      const earlier = sections[name];
      sections[name] = Array.isArray(earlier) && Array.isArray(rows) ? [...earlier, ...rows] : rows;
    }
  }
  return sections;
}

/** Erasure is all or nothing: every module's hook runs in the same transaction. */
export async function erasePerson(
  db: Database,
  hooks: RegisteredHooks,
  accountId: number,
  email: string,
): Promise<Counts> {
  return db.transaction(async (tx) => {
    const counts: Counts = {};
    for (const { hooks: module } of hooks) {
      if (module.erasePerson) addCounts(counts, await module.erasePerson(tx, accountId, email));
    }
    return counts;
  });
}
