import { isPlatformStaff } from '@butikkpanel/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth';
import { useAccounts } from '../api/get-accounts';
import { useSwitchAccount } from '../use-switch-account';

/** The toolbar's account picker; a merchant with a single account has nothing to pick. */
export function AccountSwitcher() {
  const { t } = useTranslation(['account']);
  const { accountId = '' } = useParams();
  const session = useSession();
  const { data: accounts = [] } = useAccounts();
  const switchAccount = useSwitchAccount();
  const roles = session.status === 'signed-in' ? session.session.user.role : [];
  const hasChoice = accounts.length > 1 || (isPlatformStaff(roles) && accounts.length > 0);
  if (!hasChoice) return null;
  // The route's account may be missing from the list (staff opening an id by hand): keep it selectable.
  const known = accounts.some((account) => String(account.account_id) === accountId);
  return (
    <TextField
      select
      size="small"
      label={t('account:switcher.label')}
      value={known ? accountId : ''}
      onChange={(event) => switchAccount(Number(event.target.value))}
      sx={{ minWidth: 200, maxWidth: 320 }}
    >
      {accounts.map((account) => (
        <MenuItem key={account.account_id} value={String(account.account_id)}>
          {account.company_name}
        </MenuItem>
      ))}
    </TextField>
  );
}
