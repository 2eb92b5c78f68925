/**
 * The daily scan's "not purchased for N days" (flows: not purchased since X days): customer.not_purchased
 * fires on the Oslo day a customer's newest order becomes exactly this many days old. The spec's flow
 * template waits 30 days; 60 and 90 serve the longer win-back flows.
 */
export const NOT_PURCHASED_DAYS = [30, 60, 90] as const;

/** When the daily scan of customer facts (birthdays, not purchased) runs, Oslo wall-clock time. */
export const CUSTOMER_FACTS_AT = '06:00';
