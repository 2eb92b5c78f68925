import { DEMO_ENDING_SOON_DAYS, type StaffAccount } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffAccounts } from '../api/get-staff-accounts';
import { AccountsTable } from './accounts-table';
import { CustomerDialog } from './customer-dialog';
import { StaffPageFrame } from './staff-page-frame';

/** staff/demo: demo periods ending within 14 days, and any account found by name to set or extend its end. */
export function DemoPeriodsPage() {
  const { t } = useTranslation(['staff']);
  const [selected, setSelected] = useState<StaffAccount | null>(null);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const endingSoon = useStaffAccounts({ trial: 'ending_soon' });
  const found = useStaffAccounts({ q });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  const selectLabel = (account: StaffAccount) => t('staff:demo.changeNamed', { name: account.company_name });

  return (
    <StaffPageFrame title={t('staff:demo.title')} intro={t('staff:demo.intro')} error={endingSoon.error}>
      <section aria-labelledby="demo-ending-soon">
        <Typography id="demo-ending-soon" component="h2" variant="h6" gutterBottom>
          {t('staff:demo.endingSoon', { count: DEMO_ENDING_SOON_DAYS })}
        </Typography>
        <AccountsTable
          label={t('staff:demo.endingSoonTable')}
          accounts={endingSoon}
          empty={t('staff:demo.noneEnding')}
          onSelect={setSelected}
          selectLabel={selectLabel}
        />
      </section>
      <section aria-labelledby="demo-find">
        <Typography id="demo-find" component="h2" variant="h6" gutterBottom>
          {t('staff:demo.findTitle')}
        </Typography>
        <Stack component="form" role="search" direction="row" spacing={1} onSubmit={search} sx={{ mb: 2 }}>
          <TextField
            size="small"
            label={t('staff:filters.search')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outlined">
            {t('staff:filters.submit')}
          </Button>
        </Stack>
        {q !== '' && (
          <AccountsTable
            label={t('staff:demo.foundTable')}
            accounts={found}
            empty={t('staff:customers.empty')}
            onSelect={setSelected}
            selectLabel={selectLabel}
          />
        )}
      </section>
      {selected && <CustomerDialog account={selected} only="trial" onClose={() => setSelected(null)} />}
    </StaffPageFrame>
  );
}
