import type { StaffAccount, StaffAccountListQuery } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffAccounts } from '../api/get-staff-accounts';
import { AccountsTable } from './accounts-table';
import { CreateAccountDialog } from './create-account-dialog';
import { CustomerDialog } from './customer-dialog';
import { CustomerFilters } from './customer-filters';
import { StaffPageFrame } from './staff-page-frame';

/** staff/customers: every account, searchable and filtered; create, open, activate and deactivate. */
export function CustomersPage() {
  const { t } = useTranslation(['staff']);
  const [query, setQuery] = useState<StaffAccountListQuery>({});
  const [selected, setSelected] = useState<StaffAccount | null>(null);
  const [creating, setCreating] = useState(false);
  const accounts = useStaffAccounts(query);

  return (
    <StaffPageFrame
      title={t('staff:customers.title')}
      intro={t('staff:customers.intro')}
      error={accounts.error}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <CustomerFilters value={query} onChange={setQuery} />
        </Box>
        <div>
          <Button variant="contained" onClick={() => setCreating(true)} sx={{ whiteSpace: 'nowrap' }}>
            {t('staff:create.open')}
          </Button>
        </div>
      </Stack>
      <AccountsTable
        label={t('staff:customers.tableLabel')}
        accounts={accounts}
        empty={t('staff:customers.empty')}
        onSelect={setSelected}
        selectLabel={(account) => t('staff:customers.showNamed', { name: account.company_name })}
      />
      {selected && <CustomerDialog account={selected} onClose={() => setSelected(null)} />}
      {creating && <CreateAccountDialog onClose={() => setCreating(false)} />}
    </StaffPageFrame>
  );
}
