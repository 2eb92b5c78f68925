import type { UNKNOWN_CODE_SORTS, UNKNOWN_CODE_STATUSES, UnknownCode } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ListToolbar } from '@/components/list-toolbar';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useListState } from '@/lib/use-list-state';
import { discountQueryOptions } from '../api/discount-codes';
import { useMapUnknownCode, useUnknownCodes } from '../api/unknown-codes';
import { SuspectList } from './suspect-list';
import { AttemptsDialog, MapDialog } from './unknown-code-dialogs';

type Status = (typeof UNKNOWN_CODE_STATUSES)[number];
type UnknownSort = (typeof UNKNOWN_CODE_SORTS)[number];
const rank = () => 0;

/** /discounts/unknown: codes shoppers typed that the shop does not have, to create or map; and code guessers. */
export function UnknownCodesScreen({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['discounts', 'shell']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('open');
  const [dialog, setDialog] = useState<{ kind: 'map' | 'attempts'; unknown: UnknownCode } | null>(null);
  const list = useListState<UnknownSort>();
  const codes = useUnknownCodes(accountId, { ...list.query, status });
  const map = useMapUnknownCode(accountId);

  const mapTo = (unknown: UnknownCode, target: { id: number; code: string } | null) =>
    map.mutate(
      { id: unknown.id, discountId: target?.id ?? null },
      {
        onSuccess: () =>
          enqueueSnackbar(
            target
              ? t('discounts:unknown.mapped', { code: unknown.code, target: target.code })
              : t('discounts:unknown.unmapped', { code: unknown.code }),
            { variant: 'success' },
          ),
      },
    );

  /** The create form, prefilled with the code as typed and the amount of the code it most likely mistypes. */
  const createAsCode = async (unknown: UnknownCode) => {
    const params = new URLSearchParams({ code: unknown.code });
    if (unknown.suggestion?.id) {
      try {
        const like = await queryClient.fetchQuery(discountQueryOptions(accountId, unknown.suggestion.id));
        params.set('type', like.type);
        params.set('amount', String(like.amount));
      } catch {
        // Without the suggestion's amount the form opens with the code alone.
      }
    }
    navigate(`${paths.discountCode.href(accountId, 'new')}?${params}`);
  };

  return (
    <ScreenLayout title={t('shell:nav.discountUnknown')}>
      <Typography color="text.secondary">{t('discounts:unknown.intro')}</Typography>
      <ListToolbar
        searchLabel={t('discounts:unknown.search')}
        searchText={list.searchText}
        onSearchText={list.setSearchText}
        statusLabel={t('discounts:unknown.show')}
        status={status}
        statuses={[
          { value: 'open', label: t('discounts:unknown.open') },
          { value: 'resolved', label: t('discounts:unknown.resolved') },
        ]}
        onStatus={(next) => {
          setStatus(next);
          list.resetPage();
        }}
      />
      <FormErrorAlert error={map.error} />
      {codes.isFetching && !codes.isPending && <LinearProgress aria-label={t('discounts:unknown.loading')} />}
      <DataList
        {...fromQuery(codes, (data) => data.data)}
        label={t('discounts:unknown.label')}
        loadingLabel={t('discounts:unknown.loading')}
        rowKey={(unknown) => String(unknown.id)}
        empty={
          list.search
            ? { title: t('discounts:unknown.noMatch') }
            : status === 'open'
              ? { title: t('discounts:unknown.empty'), text: t('discounts:unknown.emptyText') }
              : { title: t('discounts:unknown.noResolved') }
        }
        paging={list.paging(codes.data?.total ?? 0)}
        onSortChange={list.onSortChange}
        minWidth={900}
        columns={[
          {
            key: 'code',
            label: t('discounts:unknown.code'),
            wrap: 'anywhere',
            sortValue: rank,
            cell: (unknown) => <code>{unknown.code}</code>,
          },
          {
            key: 'attempts',
            label: t('discounts:unknown.attempts'),
            align: 'right',
            sortValue: rank,
            cell: (unknown) => formatNumber(unknown.attempts, language),
          },
          {
            key: 'from',
            label: t('discounts:unknown.checksOrders'),
            cell: (unknown) =>
              t('discounts:unknown.checksAndOrders', {
                checks: formatNumber(unknown.checks, language),
                orders: formatNumber(unknown.orders, language),
              }),
          },
          {
            key: 'first_at',
            label: t('discounts:unknown.firstAt'),
            wrap: 'nowrap',
            sortValue: rank,
            cell: (unknown) => formatDateTime(unknown.first_at, language),
          },
          {
            key: 'last_at',
            label: t('discounts:unknown.lastAt'),
            wrap: 'nowrap',
            sortValue: rank,
            cell: (unknown) => formatDateTime(unknown.last_at, language),
          },
          {
            key: 'state',
            label: t('discounts:unknown.state'),
            wrap: 'anywhere',
            cell: (unknown) =>
              unknown.mapped_to
                ? t('discounts:unknown.mappedTo', { code: unknown.mapped_to.code })
                : unknown.created
                  ? t('discounts:unknown.createdSince')
                  : unknown.suggestion
                    ? t('discounts:unknown.looksLike', { code: unknown.suggestion.code })
                    : '',
          },
        ]}
        rowActions={{
          label: t('discounts:unknown.actions'),
          render: (unknown) => (
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}
            >
              {unknown.mapped_to ? (
                <Button size="small" disabled={map.isPending} onClick={() => mapTo(unknown, null)}>
                  {t('discounts:unknown.unmap', { code: unknown.code })}
                </Button>
              ) : (
                <>
                  {unknown.suggestion?.id && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={map.isPending}
                      onClick={() =>
                        unknown.suggestion?.id &&
                        mapTo(unknown, { id: unknown.suggestion.id, code: unknown.suggestion.code })
                      }
                    >
                      {t('discounts:unknown.mapToSuggestion', { code: unknown.suggestion.code })}
                    </Button>
                  )}
                  <Button size="small" onClick={() => setDialog({ kind: 'map', unknown })}>
                    {t('discounts:unknown.mapOther')}
                  </Button>
                  {!unknown.created && (
                    <Button size="small" onClick={() => void createAsCode(unknown)}>
                      {t('discounts:unknown.createAsCode')}
                    </Button>
                  )}
                </>
              )}
              <Button size="small" onClick={() => setDialog({ kind: 'attempts', unknown })}>
                {t('discounts:unknown.showAttempts')}
              </Button>
            </Stack>
          ),
        }}
      />
      {dialog?.kind === 'map' && (
        <MapDialog
          accountId={accountId}
          unknown={dialog.unknown}
          onClose={(mapped) => {
            setDialog(null);
            if (mapped)
              enqueueSnackbar(t('discounts:unknown.mapped', { code: dialog.unknown.code, target: mapped }), {
                variant: 'success',
              });
          }}
        />
      )}
      {dialog?.kind === 'attempts' && (
        <AttemptsDialog accountId={accountId} unknown={dialog.unknown} onClose={() => setDialog(null)} />
      )}
      <SuspectList accountId={accountId} />
    </ScreenLayout>
  );
}
