import type { AccountSummary } from '@butikkpanel/contracts';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';

/** Each row is a link to that account's dashboard, so it can also open in a new tab. */
export function AccountsList({ accounts }: { accounts: readonly AccountSummary[] }) {
  const { t } = useTranslation(['account']);
  const { accountId = '' } = useParams();
  if (accounts.length === 0) return null;
  return (
    <Paper variant="outlined">
      <List aria-label={t('account:list.title')} disablePadding>
        {accounts.map((account) => {
          const current = String(account.account_id) === accountId;
          return (
            <ListItem key={account.account_id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={paths.dashboard.href(account.account_id)}
                onClick={() => sessionStore.setAccountId(account.account_id)}
                selected={current}
                aria-current={current ? 'page' : undefined}
              >
                <ListItemText
                  primary={account.company_name}
                  secondary={
                    account.is_active
                      ? t('account:list.active', { id: account.account_id })
                      : t('account:list.inactive', { id: account.account_id })
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
