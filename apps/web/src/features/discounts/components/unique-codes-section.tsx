import type { DiscountDetail, UniqueCodeBatch } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useListState } from '@/lib/use-list-state';
import { useExportUniqueCodes } from '../api/export-unique-codes';
import {
  isBatchRunning,
  type UniqueCodeQuery,
  useBatches,
  useRefreshAfterBatch,
  useUniqueCodes,
} from '../api/unique-codes';
import { BatchForm } from './batch-form';
import { BatchProgress } from './batch-progress';
import { orderHref } from './redemption-list';

type Used = UniqueCodeQuery['used'];

/** A template's unique codes: made and used, a form for a new batch, its progress, the codes and the CSV. */
export function UniqueCodesSection({ accountId, template }: { accountId: string; template: DiscountDetail }) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { enqueueSnackbar } = useSnackbar();
  const batches = useBatches(accountId, template.id);
  const refresh = useRefreshAfterBatch(accountId, template.id);
  const exportCodes = useExportUniqueCodes(accountId, template.id);
  const totals = template.unique_codes ?? { created: 0, used: 0 };
  // Batches started here are followed to the end (a small one is done before the list is asked again), and
  // so are batches still running when the page opened.
  const [started, setStarted] = useState<UniqueCodeBatch[]>([]);
  const startedIds = new Set(started.map((batch) => batch.id));
  const shown = [
    ...started,
    ...(batches.data ?? []).filter((batch) => isBatchRunning(batch) && !startedIds.has(batch.id)),
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="unique-codes-heading" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="unique-codes-heading" variant="h6" component="h2">
          {t('discounts:unique.title')}
        </Typography>
        <Typography>
          {t('discounts:unique.totals', {
            created: formatNumber(totals.created, language),
            used: formatNumber(totals.used, language),
          })}
        </Typography>
        <BatchForm
          accountId={accountId}
          templateId={template.id}
          onCreated={(batch) => setStarted((before) => [batch, ...before])}
        />
        <FormErrorAlert error={batches.error} />
        {shown.map((batch) => (
          <BatchProgress
            key={batch.id}
            accountId={accountId}
            batch={batch}
            onFinished={() => {
              enqueueSnackbar(t('discounts:batches.done'), { variant: 'success' });
              void refresh();
            }}
          />
        ))}
        <div>
          <Button
            variant="outlined"
            disabled={exportCodes.isPending || totals.created === 0}
            onClick={() =>
              exportCodes.mutate(undefined, {
                onSuccess: (name) =>
                  enqueueSnackbar(t('discounts:unique.downloaded', { name }), { variant: 'success' }),
              })
            }
          >
            {t('discounts:unique.download')}
          </Button>
        </div>
        <FormErrorAlert error={exportCodes.error} />
        <UniqueCodeList accountId={accountId} id={template.id} />
      </Stack>
    </Paper>
  );
}

function UniqueCodeList({ accountId, id }: { accountId: string; id: number }) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const [used, setUsed] = useState<Used>('all');
  const list = useListState();
  const codes = useUniqueCodes(accountId, id, {
    used,
    q: list.search,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          label={t('discounts:unique.search')}
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          sx={{ maxWidth: { sm: 300 } }}
          fullWidth
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={used}
          aria-label={t('discounts:unique.show')}
          onChange={(_, next: Used | null) => {
            if (next === null) return;
            setUsed(next);
            list.resetPage();
          }}
        >
          <ToggleButton value="all">{t('discounts:unique.all')}</ToggleButton>
          <ToggleButton value="used">{t('discounts:unique.used')}</ToggleButton>
          <ToggleButton value="unused">{t('discounts:unique.unused')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <DataList
        {...fromQuery(codes, (data) => data.data)}
        label={t('discounts:unique.label')}
        loadingLabel={t('discounts:unique.loading')}
        rowKey={(code) => code.code}
        empty={{
          title: list.search || used !== 'all' ? t('discounts:unique.noMatch') : t('discounts:unique.empty'),
        }}
        paging={list.paging(codes.data?.total ?? 0)}
        columns={[
          {
            key: 'code',
            label: t('discounts:columns.code'),
            wrap: 'anywhere',
            cell: (code) => <code>{code.code}</code>,
          },
          {
            key: 'recipient',
            label: t('discounts:unique.recipient'),
            wrap: 'anywhere',
            cell: (code) => code.recipient ?? t('discounts:none'),
          },
          {
            key: 'created_at',
            label: t('discounts:unique.createdAt'),
            wrap: 'nowrap',
            cell: (code) => formatDateTime(code.created_at, language),
          },
          {
            key: 'used_at',
            label: t('discounts:unique.usedAt'),
            wrap: 'nowrap',
            cell: (code) =>
              code.used_at === null ? t('discounts:unique.notUsed') : formatDateTime(code.used_at, language),
          },
          {
            key: 'order',
            label: t('discounts:redemptions.order'),
            wrap: 'anywhere',
            cell: (code) =>
              code.order_id === null ? (
                ''
              ) : (
                <Link component={RouterLink} to={orderHref(accountId, code.order_id, code.used_at)}>
                  {code.order_id}
                </Link>
              ),
          },
        ]}
      />
    </Stack>
  );
}
