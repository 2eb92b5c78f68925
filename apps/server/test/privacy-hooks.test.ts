import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { chatVisitors } from '../src/db/schema';
import type { PrivacyHooks, ServerModule } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';

/**
 * A new area plugs its rows into retention, export and erasure by registering privacy hooks; the privacy
 * module is not edited. The area here exists only in this test: a newsletter with its own table.
 */
const signups = sql.identifier('test_newsletter_signups');
const NOW = new Date('2031-03-10T12:00:00Z');
const DAY_MS = 86_400_000;

interface Signup {
  account_id: number;
  email: string;
  signed_up_at: string;
}

async function signupsOf(db: Database, accountId: number): Promise<Signup[]> {
  const result = await db.execute(
    sql`select account_id, email, signed_up_at from ${signups} where account_id = ${accountId} order by email`,
  );
  return (result as unknown as { rows: Signup[] }).rows;
}

const newsletterHooks: PrivacyHooks = {
  exportPerson: async (db, accountId, email) => ({
    newsletter_signups: (await signupsOf(db, accountId)).filter((row) => row.email === email),
  }),
  erasePerson: async (tx, accountId, email) => {
    const gone = await tx.execute(
      sql`delete from ${signups} where account_id = ${accountId} and email = ${email} returning email`,
    );
    return { newsletter_signups: (gone as unknown as { rows: unknown[] }).rows.length };
  },
  // Signups nobody confirmed are kept 30 days, in every account.
  purgeEverywhere: async (db, now) => {
    const result = await db.execute(sql`
      with gone as (
        delete from ${signups} where signed_up_at < ${new Date(now.getTime() - 30 * DAY_MS)} returning account_id
      )
      select account_id, count(*)::int as removed from gone group by account_id`);
    const rows = (result as unknown as { rows: Array<{ account_id: number; removed: number }> }).rows;
    return new Map(rows.map((row) => [Number(row.account_id), { newsletter_signups: Number(row.removed) }]));
  },
};

/** Registered once the app runs, so after chat and shop data: refuses one address after they erased. */
const refusingHooks: PrivacyHooks = {
  erasePerson: async (_tx, _accountId, email) => {
    if (email.startsWith('avvis-')) throw new Error('erasure refused by the probe');
    return {};
  },
};

const modules: ServerModule[] = [{ name: 'newsletter', privacy: newsletterHooks }];

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' }, undefined, { modules });
  t.app.platform.register({ name: 'refusing-probe', privacy: refusingHooks });
  await t.database.db.execute(
    sql`create table ${signups} (account_id integer not null, email text not null, signed_up_at timestamptz not null)`,
  );
});
afterAll(() => t.close());

async function personIn(accountId: number, email: string, signedUpAt = NOW) {
  const db = t.database.db;
  await db.insert(chatVisitors).values({ accountId, uid: `v-${randomBytes(4).toString('hex')}`, email });
  await db.execute(sql`insert into ${signups} values (${accountId}, ${email}, ${signedUpAt})`);
}

const visitorsOf = async (accountId: number, email: string) =>
  t.database.db
    .select()
    .from(chatVisitors)
    .where(and(eq(chatVisitors.accountId, accountId), eq(chatVisitors.email, email)));

describe('privacy hooks of a module registered from outside', () => {
  it("put the module's rows into the export, beside chat's, for this account only", async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db);
    const other = await createAccountWithOwner(t.database.db);
    const email = `nyhetsbrev-${randomBytes(3).toString('hex')}@example.no`;
    await personIn(account.id, email);
    await personIn(other.account.id, email);
    const client = await signedIn(t.url, owner);
    const answer = await client.post<Record<string, unknown>>('/api/privacy/export', { email });
    expect(answer.status).toBe(200);
    expect(answer.body.newsletter_signups).toEqual([
      { account_id: account.id, email, signed_up_at: expect.any(String) },
    ]);
    expect(answer.body.visitors).toHaveLength(1);
    expect(answer.body.customers).toEqual([]);
  });

  it("erase the module's rows with everyone else's and count them", async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db);
    const other = await createAccountWithOwner(t.database.db);
    const email = `slett-${randomBytes(3).toString('hex')}@example.no`;
    await personIn(account.id, email);
    await personIn(other.account.id, email);
    const client = await signedIn(t.url, owner);
    const erased = await client.post('/api/privacy/erase', { email, confirm_email: email });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      email,
      removed: {
        app_deliveries: 0,
        app_erasures_asked: 0,
        shop_webhook_payloads: 0,
        email_contacts: 0,
        campaign_mails: 0,
        recommendation_email_clicks: 0,
        newsletter_signups: 1,
        flow_entries: 0,
        flow_events: 0,
        visitors: 1,
        chat_messages: 0,
        chat_images: 0,
        page_views: 0,
        popup_audience: 0,
        popup_codes: 0,
        popup_submissions: 0,
        cart_events: 0,
        customers: 0,
      },
      orders_anonymised: 0,
      discount_uses_anonymised: 0,
      unique_codes_anonymised: 0,
    });
    expect(await signupsOf(t.database.db, account.id)).toEqual([]);
    expect(await visitorsOf(account.id, email)).toEqual([]);
    expect(await signupsOf(t.database.db, other.account.id)).toHaveLength(1);
    expect(await visitorsOf(other.account.id, email)).toHaveLength(1);
  });

  it('erase all or nothing: when one module fails, what the others erased comes back', async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db);
    const email = `avvis-${randomBytes(3).toString('hex')}@example.no`;
    await personIn(account.id, email);
    const client = await signedIn(t.url, owner);
    const refused = await client.post('/api/privacy/erase', { email, confirm_email: email });
    expect(refused.status).toBe(500);
    expect(await signupsOf(t.database.db, account.id)).toHaveLength(1);
    expect(await visitorsOf(account.id, email)).toHaveLength(1);
  });

  it("run the module's retention in the daily job and count it per account", async () => {
    const { account } = await createAccountWithOwner(t.database.db);
    await personIn(
      account.id,
      `gammel-${randomBytes(3).toString('hex')}@example.no`,
      new Date(NOW.getTime() - 31 * DAY_MS),
    );
    await personIn(
      account.id,
      `ny-${randomBytes(3).toString('hex')}@example.no`,
      new Date(NOW.getTime() - 29 * DAY_MS),
    );
    const result = await t.app.privacyJob.runNow(NOW);
    expect(result?.removed[String(account.id)]).toEqual({ newsletter_signups: 1 });
    expect(result?.removed.platform).toHaveProperty('login_attempts');
    expect(await signupsOf(t.database.db, account.id)).toHaveLength(1);
  });
});
