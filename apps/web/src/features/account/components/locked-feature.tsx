import { PACKAGE_NAMES, type PackageKey } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Dealer, DealerActions, telHref } from './dealer-actions';
import { LockIcon } from './lock-icon';

/** What a merchant sees instead of a feature their plan lacks: which package, and whom to ask. */
export function LockedFeature({ packageKey, dealer }: { packageKey: PackageKey; dealer: Dealer | null }) {
  const { t } = useTranslation(['account']);
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <LockIcon color="action" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1">
          {t('account:locked.title')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {t('account:locked.packageRequired', { name: PACKAGE_NAMES[packageKey] })}
        </Typography>
        <Typography color="text.secondary">{t('account:locked.description')}</Typography>
        {dealer ? <DealerContact dealer={dealer} /> : <Typography>{t('account:locked.noDealer')}</Typography>}
        <DealerActions
          dealer={dealer}
          subject={t('account:actions.packageSubject', { name: PACKAGE_NAMES[packageKey] })}
        />
      </Stack>
    </Paper>
  );
}

function DealerContact({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation(['account']);
  return (
    <Stack spacing={0.5} component="address" sx={{ fontStyle: 'normal' }}>
      <Typography>{t('account:locked.orderViaDealer')}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{dealer.name}</Typography>
      {dealer.email && (
        <Typography>
          {t('account:locked.email')}: <Link href={`mailto:${dealer.email}`}>{dealer.email}</Link>
        </Typography>
      )}
      {dealer.phone && (
        <Typography>
          {t('account:locked.phone')}: <Link href={telHref(dealer.phone)}>{dealer.phone}</Link>
        </Typography>
      )}
    </Stack>
  );
}
