import type { AppDelivery } from '@butikkpanel/contracts';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/scroll-table';
import { formatDateTime, formatNumber } from '@/lib/format';

/** The latest deliveries in words; on a phone the table scrolls sideways inside its own frame. */
export function DeliveryTable({ deliveries }: { deliveries: AppDelivery[] }) {
  const { t, i18n } = useTranslation(['apps']);
  const language = i18n.resolvedLanguage;
  return (
    // Not a named region: the table's scrolling frame already is one, by the same name.
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('apps:deliveries.title')}
      </Typography>
      {deliveries.length === 0 ? (
        <Typography color="text.secondary">{t('apps:deliveries.empty')}</Typography>
      ) : (
        <ScrollTable label={t('apps:deliveries.label')} minWidth={760} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('apps:deliveries.columns.kind')}</TableCell>
              <TableCell>{t('apps:deliveries.columns.subject')}</TableCell>
              <TableCell>{t('apps:deliveries.columns.state')}</TableCell>
              <TableCell align="right">{t('apps:deliveries.columns.attempts')}</TableCell>
              <TableCell>{t('apps:deliveries.columns.error')}</TableCell>
              <TableCell>{t('apps:deliveries.columns.time')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.map((delivery) => (
              <TableRow key={delivery.id}>
                <TableCell>{t(`apps:deliveries.kinds.${delivery.kind}`)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{delivery.subject}</TableCell>
                <TableCell sx={{ color: delivery.state === 'failed' ? 'error.main' : undefined }}>
                  {t(`apps:deliveries.states.${delivery.state}`)}
                </TableCell>
                <TableCell align="right">{formatNumber(delivery.attempts, language)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{delivery.error ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(delivery.updated_at, language)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Paper>
  );
}
