import { desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { deriveKey, unseal } from '../src/lib/secrets';
import type { TestApp } from './harness';

/** The newest mail the outbox holds for an address, as stored (a one-time link only as a placeholder). */
export async function latestMailTo(db: Database, to: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.toLowerCase()))
    .orderBy(desc(outbox.seq))
    .limit(1);
  return row ?? null;
}

/** The one-time link of the newest mail to an address, opened with the server's key as delivery does. */
export async function latestOneTimeLink(t: TestApp, to: string): Promise<string> {
  const mail = await latestMailTo(t.database.db, to);
  if (!mail?.secret) throw new Error(`no one-time link in the newest mail to ${to}`);
  return unseal(deriveKey(t.config.jwtSecret, 'outbox-one-time-link'), mail.secret);
}

/** The key at the end of a /pub-v2/{kind}/{key} link. */
export function linkKey(text: string, kind: 'reset' | 'invitation'): string {
  const match = new RegExp(`/pub-v2/${kind}/([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in mail`);
  return match[1];
}
