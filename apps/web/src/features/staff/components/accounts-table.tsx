import type { StaffAccount } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { DataList, fromQuery, type ListQuery } from '@/components/data-list';
import { formatDate } from '@/lib/format';
import { daysLeft } from '../format-day';
import { useOpenAccount } from '../use-open-account';
import { AccountStatusChip } from './account-status';

interface AccountsTableProps {
  label: string;
  /** The accounts query (its rows, error and retry). */
  accounts: ListQuery<readonly StaffAccount[]>;
  empty: string;
  onSelect: (account: StaffAccount) => void;
  selectLabel: (account: StaffAccount) => string;
}

/** One row per account: the company name opens the detail; "Åpne" switches into the account. */
export function AccountsTable({ label, accounts, empty, onSelect, selectLabel }: AccountsTableProps) {
  const { t, i18n } = useTranslation(['staff']);
  const language = i18n.resolvedLanguage ?? 'nb';
  /** The demo end with what is left of it in Oslo days: days left, its last day, or ended. */
  const trialText = (iso: string) => {
    const date = formatDate(iso, language, 'short');
    const count = daysLeft(iso);
    if (count > 0) return t('staff:trialCell', { date, count });
    return t(count === 0 ? 'staff:trialCellToday' : 'staff:trialCellEnded', { date });
  };
  const openAccount = useOpenAccount();
  return (
    <DataList
      {...fromQuery(accounts)}
      label={label}
      loadingLabel={t('staff:loading')}
      rowKey={(account) => String(account.account_id)}
      empty={{ title: empty }}
      paging={{ mode: 'client', pageSize: 50, pageSizes: [25, 50, 100] }}
      columns={[
        {
          key: 'company',
          label: t('staff:columns.company'),
          sortValue: (account) => account.company_name,
          wrap: 'anywhere',
          cell: (account) => (
            <Link
              component="button"
              type="button"
              onClick={() => onSelect(account)}
              aria-label={selectLabel(account)}
              sx={{ textAlign: 'left' }}
            >
              {account.company_name}
            </Link>
          ),
        },
        {
          key: 'id',
          label: t('staff:columns.id'),
          sortValue: (account) => account.account_id,
          cell: (account) => account.account_id,
        },
        {
          key: 'status',
          label: t('staff:columns.status'),
          cell: (account) => <AccountStatusChip account={account} />,
        },
        {
          key: 'trial',
          label: t('staff:columns.trial'),
          sortValue: (account) => account.trial_ends_at,
          cell: (account) => (account.trial_ends_at ? trialText(account.trial_ends_at) : t('staff:noTrial')),
        },
        {
          key: 'plans',
          label: t('staff:columns.plans'),
          cell: (account) => account.plans.map((plan) => plan.name).join(', ') || '–',
        },
        {
          key: 'dealer',
          label: t('staff:columns.dealer'),
          sortValue: (account) => account.dealer?.name ?? null,
          cell: (account) => account.dealer?.name ?? '–',
        },
      ]}
      rowActions={{
        label: t('staff:columns.actions'),
        render: (account) => (
          <Button
            size="small"
            onClick={() => openAccount(account.account_id)}
            aria-label={t('staff:openAccountNamed', { name: account.company_name })}
          >
            {t('staff:openAccount')}
          </Button>
        ),
      }}
    />
  );
}
