import type { AccountSummary } from '@butikkpanel/contracts';

/** Case-insensitive match on the company name or the account number. */
export function filterAccounts(accounts: readonly AccountSummary[], search: string): AccountSummary[] {
  const needle = search.trim().toLocaleLowerCase('nb');
  if (needle === '') return [...accounts];
  return accounts.filter(
    (account) =>
      account.company_name.toLocaleLowerCase('nb').includes(needle) ||
      String(account.account_id).includes(needle),
  );
}
