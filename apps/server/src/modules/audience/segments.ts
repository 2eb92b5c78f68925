import {
  addDays,
  osloDay,
  osloMidnight,
  type SegmentRule,
  type SegmentRules,
  toOre,
} from '@butikkpanel/contracts';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { audienceContacts } from '../../db/schema';
import { emailsVisitedSinceSql } from '../chat';
import { emailsInPlaceSql, emailsWhoBoughtSql, orderFactsByEmailSql } from '../shop-data';
import { reachableSql } from './contact-repository';

const NUMBER_SQL = { gte: sql.raw('>='), lte: sql.raw('<='), eq: sql.raw('=') } as const;

/**
 * A segment's rules as one condition on audience_contacts: each rule a predicate, joined by AND (match
 * all) or OR (match any). Order figures come from shop data as a correlated lookup of the contact's own
 * orders, so a segment never aggregates the whole account's orders. No rules: every contact. `now` places
 * the rules that count days back from today.
 */
export function segmentCondition(accountId: number, definition: SegmentRules, now: Date): SQL | undefined {
  const parts = definition.rules.map((rule) => ruleSql(accountId, rule, now));
  if (parts.length === 0) return undefined;
  return definition.match === 'all' ? and(...parts) : or(...parts);
}

/** The contact's order figures (orders, total_ore, last_at) from shop data's orders. */
const facts = (accountId: number, column: 'orders' | 'total_ore' | 'last_at') =>
  sql`(select f.${sql.raw(column)} from (${orderFactsByEmailSql(accountId)}) f where f.email = "audience_contacts"."email")`;

function ruleSql(accountId: number, rule: SegmentRule, now: Date): SQL {
  switch (rule.field) {
    case 'subscribed':
      return rule.value ? reachableSql : sql`not ${reachableSql}`;
    case 'orders':
      return sql`coalesce(${facts(accountId, 'orders')}, 0) ${NUMBER_SQL[rule.op]} ${rule.value}`;
    case 'total_spent':
      return sql`coalesce(${facts(accountId, 'total_ore')}, 0) ${NUMBER_SQL[rule.op]} ${toOre(rule.value)}`;
    case 'last_order':
      // Before a day: the newest order came before that Oslo day began; after: once it had ended.
      return rule.op === 'before'
        ? sql`${facts(accountId, 'last_at')} < ${osloMidnight(rule.value)}`
        : sql`${facts(accountId, 'last_at')} >= ${osloMidnight(addDays(rule.value, 1))}`;
    case 'bought_product':
      return sql`${audienceContacts.email} in (${emailsWhoBoughtSql(accountId, { productId: rule.value })})`;
    case 'bought_category':
      return sql`${audienceContacts.email} in (${emailsWhoBoughtSql(accountId, { category: rule.value })})`;
    case 'visited': {
      // The last N Oslo days, today included: from midnight N-1 days ago.
      const since = osloMidnight(addDays(osloDay(now), 1 - rule.value));
      return sql`${audienceContacts.email} in (${emailsVisitedSinceSql(accountId, since)})`;
    }
    case 'city':
      return sql`${audienceContacts.email} in (${emailsInPlaceSql(accountId, { city: rule.value })})`;
    case 'postcode':
      return sql`${audienceContacts.email} in (${emailsInPlaceSql(accountId, { postcodePrefix: rule.value })})`;
    case 'tag':
      return sql`${audienceContacts.tags} @> array[${rule.value}]::text[]`;
  }
}
