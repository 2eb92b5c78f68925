import { desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { outbox } from '../src/db/schema';

/** The newest mail the outbox holds for an address. */
export async function latestMailTo(db: Database, to: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.toLowerCase()))
    .orderBy(desc(outbox.seq))
    .limit(1);
  return row ?? null;
}

/** The key at the end of a /pub-v2/{kind}/{key} link in a mail's text. */
export function linkKey(text: string, kind: 'reset' | 'invitation'): string {
  const match = new RegExp(`/pub-v2/${kind}/([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in mail`);
  return match[1];
}
