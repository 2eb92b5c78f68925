import type { Discount, UnknownCode } from '@butikkpanel/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/data-list';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatAmount, formatDateTime } from '@/lib/format';
import { useDiscountList } from '../api/discount-codes';
import { useMapUnknownCode, useUnknownCode } from '../api/unknown-codes';

const SEARCH_DELAY_MS = 300;

/** Maps an unknown code to any of the shop's codes, picked by searching them. */
export function MapDialog({
  accountId,
  unknown,
  onClose,
}: {
  accountId: string;
  unknown: UnknownCode;
  onClose: (mapped?: string) => void;
}) {
  const { t } = useTranslation(['discounts']);
  const titleId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Discount | null>(null);
  const map = useMapUnknownCode(accountId);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const codes = useDiscountList(accountId, { q, per_page: 20, sort: 'code', dir: 'asc' });

  return (
    <Dialog open onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('discounts:unknown.mapTitle', { code: unknown.code })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('discounts:unknown.mapText')}</DialogContentText>
        <FormErrorAlert error={map.error ?? codes.error} />
        <Autocomplete
          options={codes.data?.data ?? []}
          value={picked}
          onChange={(_, value) => setPicked(value)}
          inputValue={text}
          onInputChange={(_, value) => setText(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) => `${option.code} – ${option.name}`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={codes.isFetching}
          loadingText={t('discounts:list.loading')}
          noOptionsText={t('discounts:list.noMatch')}
          renderInput={(params) => <TextField {...params} label={t('discounts:unknown.mapField')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('discounts:form.cancel')}</Button>
        <Button
          variant="contained"
          disabled={picked === null || map.isPending}
          onClick={() =>
            picked &&
            map.mutate({ id: unknown.id, discountId: picked.id }, { onSuccess: () => onClose(picked.code) })
          }
        >
          {t('discounts:unknown.map')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The newest attempts with an unknown code: when, from a check or an order, and the cart. */
export function AttemptsDialog({
  accountId,
  unknown,
  onClose,
}: {
  accountId: string;
  unknown: UnknownCode;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const titleId = useId();
  const detail = useUnknownCode(accountId, unknown.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('discounts:unknown.attemptsTitle', { code: unknown.code })}</DialogTitle>
      <DialogContent>
        <DataList
          label={t('discounts:unknown.attemptsLabel')}
          rows={detail.data?.recent}
          loading={detail.isPending}
          loadingLabel={t('discounts:unknown.loading')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          rowKey={(attempt) => `${attempt.at}/${attempt.source}/${attempt.order_id ?? ''}`}
          empty={{ title: t('discounts:unknown.noAttempts') }}
          columns={[
            {
              key: 'at',
              label: t('discounts:unknown.at'),
              wrap: 'nowrap',
              cell: (attempt) => formatDateTime(attempt.at, language),
            },
            {
              key: 'source',
              label: t('discounts:unknown.source'),
              cell: (attempt) =>
                attempt.source === 'order'
                  ? t('discounts:unknown.fromOrder', { order: attempt.order_id ?? '' })
                  : t('discounts:unknown.fromCheck'),
            },
            {
              key: 'cart',
              label: t('discounts:unknown.cart'),
              align: 'right',
              wrap: 'nowrap',
              cell: (attempt) =>
                attempt.cart_total === null ? '' : formatAmount(attempt.cart_total, language),
            },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('discounts:unknown.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
