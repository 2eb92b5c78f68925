import { UNKNOWN_CODE_ATTEMPTS_MAX, UNKNOWN_CODE_WINDOW_MINUTES } from '@butikkpanel/contracts';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataList, fromQuery } from '@/components/data-list';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useSuspects } from '../api/unknown-codes';

/** Addresses flagged for guessing codes: they tried many unknown codes in a short time and are slowed down. */
export function SuspectList({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const suspects = useSuspects(accountId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="suspects-heading" sx={{ p: 2 }}>
      <Typography id="suspects-heading" variant="h6" component="h2" gutterBottom>
        {t('discounts:suspects.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('discounts:suspects.intro', {
          max: UNKNOWN_CODE_ATTEMPTS_MAX,
          minutes: UNKNOWN_CODE_WINDOW_MINUTES,
        })}
      </Typography>
      <DataList
        {...fromQuery(suspects, (data) => data.data)}
        label={t('discounts:suspects.title')}
        rowKey={(suspect) => suspect.address}
        empty={{ title: t('discounts:suspects.empty') }}
        paging={{ mode: 'client', pageSize: 25 }}
        columns={[
          {
            key: 'address',
            label: t('discounts:suspects.address'),
            wrap: 'anywhere',
            cell: (s) => s.address,
          },
          {
            key: 'attempts',
            label: t('discounts:suspects.attempts'),
            align: 'right',
            cell: (s) => formatNumber(s.attempts, language),
          },
          {
            key: 'flagged_at',
            label: t('discounts:suspects.flaggedAt'),
            wrap: 'nowrap',
            cell: (s) => formatDateTime(s.flagged_at, language),
          },
          {
            key: 'last_at',
            label: t('discounts:suspects.lastAt'),
            wrap: 'nowrap',
            cell: (s) => formatDateTime(s.last_at, language),
          },
        ]}
      />
    </Paper>
  );
}
