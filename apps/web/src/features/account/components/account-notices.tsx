import type { Account } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useCurrentAccount } from '../api/get-current-account';
import { DealerActions } from './dealer-actions';

/** An account without a trial, a plan or activation has nothing it can use (spec section 2, Notices). */
function hasNoActivePlans(account: Account): boolean {
  return !account.is_active && account.trial_ends_at === null && account.plans.length === 0;
}

/** Banners about the account itself, shown above every page of it. */
export function AccountNotices() {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const { data: account } = useCurrentAccount();
  if (!account) return null;
  const trialEnd = account.trial_ends_at;
  const noPlans = hasNoActivePlans(account);
  const deactivated = !account.is_active;
  if (trialEnd === null && !noPlans && !deactivated) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {deactivated && <Alert severity="error">{t('errors:account_deactivated')}</Alert>}
      {trialEnd !== null && (
        <Alert severity="info">
          {t('account:notices.trialEnds', { date: formatDate(trialEnd, i18n.resolvedLanguage ?? 'nb') })}
          <NoticeActions account={account} />
        </Alert>
      )}
      {noPlans && (
        <Alert severity="warning">
          {t('account:notices.noPlansActive')}
          <NoticeActions account={account} />
        </Alert>
      )}
    </Stack>
  );
}

/** Under a notice: order through the dealer, or see the plans (billing settings). */
function NoticeActions({ account }: { account: Account }) {
  const { t } = useTranslation(['account']);
  return (
    <Box sx={{ mt: 1 }}>
      <DealerActions
        dealer={account.dealer}
        subject={t('account:actions.planSubject', { company: account.company_name })}
        size="small"
        align="flex-start"
      />
    </Box>
  );
}
