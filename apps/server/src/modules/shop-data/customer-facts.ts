import { addDays, CUSTOMER_FACTS_AT, JOB_PAYLOADS, NOT_PURCHASED_DAYS } from '@butikkpanel/contracts';
import { defineJob, type Schedule } from '../../platform';
import { findBirthdayCustomers, findLastOrderedOn } from './facts-repository';

const KIND = 'customers.daily_facts';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The birthdays ('MM-DD') celebrated on an Oslo day: 29 February counts on the 28th in other years. */
export function birthdaysOn(day: string): string[] {
  const monthDay = day.slice(5);
  if (monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4)))) return ['02-28', '02-29'];
  return [monthDay];
}

/**
 * The flows' time-based facts of one Oslo day, for every account: customer.birthday for each customer
 * whose birthday it is, and customer.not_purchased for each customer whose newest order is exactly N days
 * old (NOT_PURCHASED_DAYS). Transactional: the events' listener jobs commit with the job, once; the
 * schedule's slot (the day) dedupes the job itself.
 */
export const customerFactsJob = defineJob({
  kind: KIND,
  payload: JOB_PAYLOADS[KIND],
  handle: async ({ day }, { db, publish }) => {
    for (const customer of await findBirthdayCustomers(db, birthdaysOn(day))) {
      publish('customer.birthday', customer.accountId, {
        email: customer.email,
        name: customer.name,
        birthday: customer.birthday,
        club_member: customer.clubMember,
        marketing_consent: customer.marketingConsent,
        day,
      });
    }
    for (const days of NOT_PURCHASED_DAYS) {
      for (const customer of await findLastOrderedOn(db, addDays(day, -days))) {
        publish('customer.not_purchased', customer.accountId, {
          email: customer.email,
          days,
          last_order_at: customer.lastOrderAt,
        });
      }
    }
  },
});

export const customerFactsSchedule: Schedule = {
  kind: KIND,
  at: { dailyAt: CUSTOMER_FACTS_AT },
  payload: (day) => ({ day }),
};
