import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAccounts } from '../api/get-accounts';
import { filterAccounts } from '../filter-accounts';
import { AccountError, AccountLoading } from './account-status';
import { AccountsList } from './accounts-list';

/** /{account_id}/accounts: the accounts the user may open, searchable, each opening its dashboard. */
export function AccountsPage() {
  const { t } = useTranslation(['account']);
  const [search, setSearch] = useState('');
  const accounts = useAccounts();
  useDocumentTitle(t('account:list.title'));
  const shown = filterAccounts(accounts.data ?? [], search);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('account:list.title')}
        </Typography>
        <TextField
          type="search"
          label={t('account:list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
        />
        {accounts.isError && <AccountError error={accounts.error} />}
        {accounts.isPending && <AccountLoading />}
        {accounts.data && (
          <>
            <Typography color="text.secondary" role="status">
              {t('account:list.count', { count: shown.length })}
            </Typography>
            <AccountsList accounts={shown} />
          </>
        )}
      </Stack>
    </Container>
  );
}
