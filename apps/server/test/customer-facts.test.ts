import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestCustomers, ingestOrders, quietIngest } from '../src/modules/shop-data';
import { birthdaysOn } from '../src/modules/shop-data/customer-facts';
import { ManualClock } from '../src/platform';
import { eventRecorder } from './event-recorder';
import { createAccountWithOwner } from './fixtures';
import { startTestApp, type TestApp } from './harness';

/**
 * The flows' time-based facts (issue 13): each Oslo day at 06:00, customer.birthday and
 * customer.not_purchased for every account, once per day, with days counted on the Oslo calendar.
 * 2099 is not a leap year; Oslo is on UTC+1 in February.
 */
let t: TestApp;
const recorder = eventRecorder();
const clock = new ManualClock('2099-02-28T04:59:00Z'); // 05:59 in Oslo

beforeAll(async () => {
  t = await startTestApp({ JOB_POLL_MS: '60000' }, undefined, { clock, modules: [recorder.module] });
});
afterAll(() => t.close());

const runDue = () => t.app.platform.jobs.runDue();

const order = (id: string, email: string, placedAt: string) => ({
  type: 'created',
  order_id: id,
  created_at: placedAt,
  lines: [],
  subtotal: 100,
  total: 100,
  customer_email: email,
});

async function seed() {
  const shop = await createAccountWithOwner(t.database.db);
  const other = await createAccountWithOwner(t.database.db);
  const write = quietIngest(t.database.db, clock);
  await ingestCustomers(
    write,
    shop.account.id,
    [
      { email: 'feb28@example.no', name: 'Februar', birthday: '1990-02-28' },
      { email: 'leap@example.no', birthday: '1992-02-29', club_member: true },
      { email: 'mar1@example.no', birthday: '1985-03-01' },
      { email: 'none@example.no' },
    ],
    'nb',
  );
  await ingestCustomers(
    write,
    other.account.id,
    [{ email: 'andre@example.no', birthday: '1970-02-28' }],
    'nb',
  );
  const answer = await ingestOrders(
    write,
    shop.account.id,
    [
      // 23:30 on 29 January in Oslo: 30 Oslo days before 28 February.
      order('1', 'late@example.no', '2099-01-29T22:30:00Z'),
      // 00:30 on 30 January in Oslo (still the 29th in UTC): 30 days before 1 March, not 28 February.
      order('2', 'midnight@example.no', '2099-01-29T23:30:00Z'),
      // Bought again since: the newest order counts.
      order('3', 'again@example.no', '2099-01-29T12:00:00Z'),
      order('4', 'again@example.no', '2099-02-10T12:00:00Z'),
      order('5', 'sixty@example.no', '2098-12-30T12:00:00Z'),
      // A cancelled order is no purchase.
      order('6', 'cancelled@example.no', '2099-01-29T12:00:00Z'),
      { type: 'cancelled', order_id: '6' },
    ],
    'nb',
  );
  expect(answer.refused).toEqual([]);
  return { shop: shop.account.id, other: other.account.id };
}

const facts = (accountId: number) =>
  [
    ...recorder
      .of('customer.birthday', accountId)
      .map((event) => `birthday ${event.data.email} ${event.data.day}`),
    ...recorder
      .of('customer.not_purchased', accountId)
      .map((event) => `not_purchased ${event.data.email} ${event.data.days} ${event.data.last_order_at}`),
  ].sort();

describe('the daily customer facts', () => {
  it('publishes birthdays and not-purchased days once per Oslo day, counted on the Oslo calendar', async () => {
    const { shop, other } = await seed();
    await runDue();
    expect(facts(shop)).toEqual([]);

    clock.advance(60_000); // 06:00 in Oslo, 28 February
    await runDue();
    expect(facts(shop)).toEqual([
      'birthday feb28@example.no 2099-02-28',
      // 29 February birthdays are celebrated on the 28th when the year has none.
      'birthday leap@example.no 2099-02-28',
      'not_purchased late@example.no 30 2099-01-29T22:30:00.000Z',
      'not_purchased sixty@example.no 60 2098-12-30T12:00:00.000Z',
    ]);
    expect(
      recorder.of('customer.birthday', shop).find((event) => event.data.email === 'feb28@example.no')?.data,
    ).toEqual({
      email: 'feb28@example.no',
      name: 'Februar',
      birthday: '1990-02-28',
      club_member: false,
      marketing_consent: false,
      day: '2099-02-28',
    });
    expect(facts(other)).toEqual(['birthday andre@example.no 2099-02-28']);

    // The same day again (a second instance, a restart): its slot is taken, nothing is told twice.
    expect(
      await t.app.platform.jobs.enqueue(
        'customers.daily_facts',
        { day: '2099-02-28' },
        { dedupeKey: '2099-02-28' },
      ),
    ).toBe(0);
    await runDue();
    expect(facts(shop)).toHaveLength(4);

    clock.set('2099-02-28T23:30:00Z'); // 00:30 on 1 March in Oslo: before the day's run
    await runDue();
    expect(facts(shop)).toHaveLength(4);

    clock.set('2099-03-01T05:00:00Z'); // 06:00 on 1 March in Oslo
    await runDue();
    expect(facts(shop).filter((fact) => fact.includes('2099-03-01') || fact.includes('midnight'))).toEqual([
      'birthday mar1@example.no 2099-03-01',
      'not_purchased midnight@example.no 30 2099-01-29T23:30:00.000Z',
    ]);
    expect(facts(shop)).toHaveLength(6);
    expect(facts(other)).toHaveLength(1);
  });

  it('counts 29 February birthdays on the 28th only in years without a 29th', () => {
    expect(birthdaysOn('2099-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOn('2100-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdaysOn('2096-02-28')).toEqual(['02-28']);
    expect(birthdaysOn('2096-02-29')).toEqual(['02-29']);
    expect(birthdaysOn('2000-02-28')).toEqual(['02-28']);
    expect(birthdaysOn('2099-03-01')).toEqual(['03-01']);
  });
});
