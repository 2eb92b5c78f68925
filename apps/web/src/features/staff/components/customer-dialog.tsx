import type { StaffAccount } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useChangeAccount } from '../api/change-account';
import { useStaffAccount } from '../api/get-staff-account';
import { useOpenAccount } from '../use-open-account';
import { AccountStatusChip } from './account-status';
import { PlansForm } from './plans-form';
import { TrialForm } from './trial-form';

/** One customer: activation, demo period, plans and packages, and a way into the account. */
export function CustomerDialog(props: { account: StaffAccount; onClose: () => void; only?: 'trial' }) {
  const { t } = useTranslation(['staff']);
  const titleId = useId();
  const detail = useStaffAccount(props.account.account_id);
  const account = detail.data ?? props.account;
  const change = useChangeAccount(account.account_id);
  const openAccount = useOpenAccount();

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{account.company_name}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          {props.only !== 'trial' && (
            <section aria-label={t('staff:detail.status')}>
              <Typography component="h3" variant="h6" gutterBottom>
                {t('staff:detail.status')}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <AccountStatusChip account={account} />
                <Button
                  variant="outlined"
                  color={account.is_active ? 'error' : 'primary'}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'active', isActive: !account.is_active })}
                >
                  {account.is_active ? t('staff:detail.deactivate') : t('staff:detail.activate')}
                </Button>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('staff:detail.deactivateHelp')}
              </Typography>
              <FormErrorAlert error={change.error} />
            </section>
          )}
          <section aria-label={t('staff:detail.trial')}>
            <Typography component="h3" variant="h6" gutterBottom>
              {t('staff:detail.trial')}
            </Typography>
            <TrialForm key={account.trial_ends_at ?? 'none'} account={account} />
          </section>
          {props.only !== 'trial' && (
            <>
              <Divider />
              <section aria-label={t('staff:detail.plans')}>
                <Typography component="h3" variant="h6" gutterBottom>
                  {t('staff:detail.plans')}
                </Typography>
                <PlansForm key={account.plans.map((plan) => plan.id).join(',')} account={account} />
              </section>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => openAccount(account.account_id)}>{t('staff:openAccount')}</Button>
        <Button variant="contained" onClick={props.onClose}>
          {t('staff:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
