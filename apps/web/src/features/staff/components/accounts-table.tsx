import type { StaffAccount } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { VisuallyHidden } from '@/components/visually-hidden';
import { formatDate } from '@/lib/format';
import { daysLeft } from '../format-day';
import { useOpenAccount } from '../use-open-account';
import { AccountStatusChip } from './account-status';

interface AccountsTableProps {
  label: string;
  accounts: readonly StaffAccount[];
  onSelect: (account: StaffAccount) => void;
  selectLabel: (account: StaffAccount) => string;
}

/** One row per account: the company name opens the detail; "Åpne" switches into the account. */
export function AccountsTable({ label, accounts, onSelect, selectLabel }: AccountsTableProps) {
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
    <ScrollTable size="small" label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('staff:columns.company')}</TableCell>
          <TableCell>{t('staff:columns.id')}</TableCell>
          <TableCell>{t('staff:columns.status')}</TableCell>
          <TableCell>{t('staff:columns.trial')}</TableCell>
          <TableCell>{t('staff:columns.plans')}</TableCell>
          <TableCell>{t('staff:columns.dealer')}</TableCell>
          <TableCell>
            <VisuallyHidden>{t('staff:columns.actions')}</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <TableRow key={account.account_id} hover>
            <TableCell>
              <Link
                component="button"
                type="button"
                onClick={() => onSelect(account)}
                aria-label={selectLabel(account)}
                sx={{ textAlign: 'left' }}
              >
                {account.company_name}
              </Link>
            </TableCell>
            <TableCell>{account.account_id}</TableCell>
            <TableCell>
              <AccountStatusChip account={account} />
            </TableCell>
            <TableCell>
              {account.trial_ends_at ? trialText(account.trial_ends_at) : t('staff:noTrial')}
            </TableCell>
            <TableCell>{account.plans.map((plan) => plan.name).join(', ') || '–'}</TableCell>
            <TableCell>{account.dealer?.name ?? '–'}</TableCell>
            <TableCell align="right">
              <Button
                size="small"
                onClick={() => openAccount(account.account_id)}
                aria-label={t('staff:openAccountNamed', { name: account.company_name })}
              >
                {t('staff:openAccount')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
