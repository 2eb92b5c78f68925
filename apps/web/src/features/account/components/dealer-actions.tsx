import type { Account } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';

export type Dealer = NonNullable<Account['dealer']>;

/** A phone number as a tel: link wants it: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A mailto: link with a subject line that says what the mail is about. */
export const mailtoHref = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/**
 * What a merchant can do about a package, a trial or an inactive account: write to or call the dealer,
 * or see the plans and packages on the billing settings page.
 */
export function DealerActions({
  dealer,
  subject,
  size = 'medium',
  align = 'center',
}: {
  dealer: Dealer | null;
  subject: string;
  size?: 'small' | 'medium';
  align?: 'center' | 'flex-start';
}) {
  const { t } = useTranslation(['account']);
  const { accountId = '' } = useParams();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: align }}>
      {dealer?.email && (
        <Button variant="contained" size={size} href={mailtoHref(dealer.email, subject)}>
          {t('account:actions.emailDealer')}
        </Button>
      )}
      {dealer?.phone && (
        <Button variant="outlined" size={size} href={telHref(dealer.phone)}>
          {t('account:actions.callDealer', { phone: dealer.phone })}
        </Button>
      )}
      {accountId !== '' && (
        <Button
          variant={dealer?.email ? 'text' : 'contained'}
          size={size}
          component={RouterLink}
          to={paths.settings.href(accountId, 'billing')}
        >
          {t('account:actions.seePlans')}
        </Button>
      )}
    </Stack>
  );
}
