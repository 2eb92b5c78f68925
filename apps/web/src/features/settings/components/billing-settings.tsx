import { type Account, PACKAGE_NAMES } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useCurrentAccount } from '@/features/account';
import { formatDate } from '@/lib/format';

/** settings/billing, read-only: plans, packages, demo end and status; changes go through the dealer or staff. */
export function BillingSettings(_props: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const account = useCurrentAccount();
  if (account.error) return <FormErrorAlert error={account.error} />;
  if (!account.data) return <CircularProgress aria-label={t('settings:billing.loading')} />;
  return <BillingOverview account={account.data} />;
}

function BillingOverview({ account }: { account: Account }) {
  const { t, i18n } = useTranslation(['settings', 'errors']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return (
    <Stack spacing={3}>
      {!account.is_active && <Alert severity="warning">{t('errors:account_deactivated')}</Alert>}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <BillingRow label={t('settings:billing.status')}>
            {account.is_active ? t('settings:billing.active') : t('settings:billing.inactive')}
          </BillingRow>
          <BillingRow label={t('settings:billing.trialEnd')}>
            {account.trial_ends_at
              ? formatDate(account.trial_ends_at, language)
              : t('settings:billing.noTrial')}
          </BillingRow>
          <BillingRow label={t('settings:billing.plans')}>
            {account.plans.length === 0
              ? t('settings:billing.noPlans')
              : account.plans.map((plan) => plan.name).join(', ')}
          </BillingRow>
        </Stack>
      </Paper>
      <section aria-labelledby="billing-packages">
        <Typography id="billing-packages" component="h2" variant="h6" gutterBottom>
          {t('settings:billing.packages')}
        </Typography>
        {account.packages.length === 0 ? (
          <Typography color="text.secondary">{t('settings:billing.noPackages')}</Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap component="ul" sx={{ flexWrap: 'wrap', p: 0, m: 0 }}>
            {account.packages.map((key) => (
              <Chip key={key} component="li" label={PACKAGE_NAMES[key]} />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="billing-changes">
        <Typography id="billing-changes" component="h2" variant="h6" gutterBottom>
          {t('settings:billing.changesTitle')}
        </Typography>
        <Typography gutterBottom>{t('settings:billing.changesNote')}</Typography>
        {account.dealer ? (
          <Stack component="address" spacing={0.5} sx={{ fontStyle: 'normal' }}>
            <Typography sx={{ fontWeight: 600 }}>{account.dealer.name}</Typography>
            {account.dealer.email && (
              <Typography>
                {t('settings:billing.email')}:{' '}
                <Link href={`mailto:${account.dealer.email}`}>{account.dealer.email}</Link>
              </Typography>
            )}
            {account.dealer.phone && (
              <Typography>
                {t('settings:billing.phone')}:{' '}
                <Link href={`tel:${account.dealer.phone.replace(/\s+/g, '')}`}>{account.dealer.phone}</Link>
              </Typography>
            )}
          </Stack>
        ) : (
          <Typography>{t('settings:billing.noDealer')}</Typography>
        )}
      </section>
    </Stack>
  );
}

function BillingRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 200 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}
