import { MAIL_CEILING_NEAR_SHARE, type MailCeilingRow } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { ApiRequestError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useChangeMailCeiling, useMailCeilings } from '../api/mail-ceilings';
import { StaffPageFrame } from './staff-page-frame';

/**
 * staff/sending: accounts near their mails-per-hour ceiling (or with mail held for the next hour, or a
 * ceiling of their own), and raising it. A raise sends the held mail at once.
 */
export function MailCeilingsPage() {
  const { t, i18n } = useTranslation(['staff']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const ceilings = useMailCeilings();
  const columns: DataColumn<MailCeilingRow>[] = [
    {
      key: 'account',
      label: t('staff:sending.columns.account'),
      sortValue: (row) => row.company_name,
      cell: (row) => `${row.company_name} (${row.account_id})`,
    },
    {
      key: 'sent',
      label: t('staff:sending.columns.sent'),
      align: 'right',
      wrap: 'nowrap',
      sortValue: (row) => row.sent_this_hour / row.per_hour,
      cell: (row) =>
        t('staff:sending.share', {
          sent: formatNumber(row.sent_this_hour, language),
          ceiling: formatNumber(row.per_hour, language),
          percent: Math.round((row.sent_this_hour / row.per_hour) * 100),
        }),
    },
    {
      key: 'held',
      label: t('staff:sending.columns.held'),
      align: 'right',
      sortValue: (row) => row.held,
      cell: (row) => formatNumber(row.held, language),
    },
    {
      key: 'ceiling',
      label: t('staff:sending.columns.ceiling'),
      cell: (row) => <CeilingForm row={row} />,
    },
  ];
  return (
    <StaffPageFrame
      title={t('staff:sending.title')}
      intro={t('staff:sending.intro', {
        percent: Math.round(MAIL_CEILING_NEAR_SHARE * 100),
        ceiling: formatNumber(ceilings.data?.default_per_hour ?? 0, language),
      })}
      error={ceilings.error}
    >
      <DataList
        {...fromQuery(ceilings, (answer) => answer.data)}
        label={t('staff:sending.label')}
        loadingLabel={t('staff:loading')}
        rowKey={(row) => String(row.account_id)}
        columns={columns}
        empty={{ title: t('staff:sending.empty') }}
        minWidth={760}
      />
    </StaffPageFrame>
  );
}

function CeilingForm({ row }: { row: MailCeilingRow }) {
  const { t } = useTranslation(['staff']);
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeMailCeiling();
  const [value, setValue] = useState(String(row.per_hour));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { accountId: row.account_id, body: { per_hour: Number(value) } },
      {
        onSuccess: () =>
          enqueueSnackbar(t('staff:sending.changed', { name: row.company_name, ceiling: value }), {
            variant: 'success',
          }),
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError
              ? (failure.fields.per_hour ?? failure.message)
              : t('staff:sending.failed'),
          ),
      },
    );
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      noValidate
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        type="number"
        label={t('staff:sending.perHour', { name: row.company_name })}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
        sx={{ width: 180 }}
      />
      <Button type="submit" variant="outlined" disabled={change.isPending}>
        {t('staff:sending.save')}
      </Button>
    </Stack>
  );
}
