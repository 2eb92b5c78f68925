import { isPlatformStaff, type PackageKey } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth';
import { useCurrentAccount } from '../api/get-current-account';
import { AccountError, AccountLoading } from './account-status';
import { LockedFeature } from './locked-feature';

/**
 * A page that needs a package: merchants without it see the locked-feature screen; platform staff
 * see the page itself, told that the customer cannot (spec section 2).
 */
export function PackageGate({ packageKey, children }: { packageKey: PackageKey; children: ReactNode }) {
  const { t } = useTranslation(['account']);
  const account = useCurrentAccount();
  const session = useSession();
  if (account.isError) return <AccountError error={account.error} />;
  if (!account.data) return <AccountLoading />;
  if (account.data.packages.includes(packageKey)) return children;
  const roles = session.status === 'signed-in' ? session.session.user.role : [];
  if (!isPlatformStaff(roles)) return <LockedFeature packageKey={packageKey} dealer={account.data.dealer} />;
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('account:locked.staffNotice')}</Alert>
      {children}
    </Stack>
  );
}
