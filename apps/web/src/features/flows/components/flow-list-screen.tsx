import type { FlowListItem } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { EmptyState } from '@/components/empty-state';
import { FigureCards } from '@/components/figure-cards';
import { ListToolbar } from '@/components/list-toolbar';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import { formatAmount, formatNumber } from '@/lib/format';
import { useDeleteFlow, useDuplicateFlow, useFlows, useSetFlowActive } from '../api/flow-list';
import { FlowCreateDialog } from './flow-create-dialog';
import { useFlowTexts } from './flow-texts';
import { QuietHoursDialog } from './quiet-hours-dialog';

type StatusFilter = 'all' | 'active' | 'inactive';

/** /flows: every automated e-mail flow with what it has done; create, switch on and off, duplicate, delete. */
export function FlowListScreen({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['flows', 'shell']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const flows = useFlows(accountId);
  const setActive = useSetFlowActive(accountId);
  const duplicate = useDuplicateFlow(accountId);
  const remove = useDeleteFlow(accountId);
  const [creating, setCreating] = useState(false);
  const [quietOpen, setQuietOpen] = useState(false);
  const [deleting, setDeleting] = useState<FlowListItem | null>(null);
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');

  const toggle = async (flow: FlowListItem) => {
    try {
      await setActive.mutateAsync({ id: flow.id, active: !flow.active });
      enqueueSnackbar(t(flow.active ? 'flows:list.deactivated' : 'flows:list.activated'), {
        variant: 'success',
      });
    } catch (error) {
      const invalid = error instanceof ApiRequestError && error.code === 'flow_invalid';
      enqueueSnackbar(invalid ? t('flows:list.activateFailed') : failureText(error), { variant: 'error' });
    }
  };

  const columns = useFlowColumns(accountId, toggle, setActive.isPending);
  const all = flows.data ?? [];
  const search = searchText.trim().toLocaleLowerCase(language);
  const shown = all.filter(
    (flow) =>
      (status === 'all' || flow.active === (status === 'active')) &&
      (search === '' || flow.name.toLocaleLowerCase(language).includes(search)),
  );
  const createButton = (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" onClick={() => setQuietOpen(true)} aria-haspopup="dialog">
        {t('flows:quiet.open')}
      </Button>
      <Button variant="contained" onClick={() => setCreating(true)}>
        {t('flows:list.create')}
      </Button>
    </Stack>
  );
  const sum = (pick: (flow: FlowListItem) => number) => all.reduce((total, flow) => total + pick(flow), 0);

  return (
    <ScreenLayout title={t('shell:nav.flows')} actions={createButton}>
      <Typography color="text.secondary">{t('flows:list.intro')}</Typography>
      {flows.isSuccess && all.length === 0 ? (
        <EmptyState title={t('flows:list.empty')}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('flows:list.emptyText')}
          </Typography>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('flows:list.create')}
          </Button>
        </EmptyState>
      ) : (
        <>
          {all.length > 0 && (
            <FigureCards
              label={t('flows:list.figuresLabel')}
              figures={[
                [
                  t('flows:list.figures.active'),
                  formatNumber(all.filter((flow) => flow.active).length, language),
                ],
                [
                  t('flows:list.figures.inFlow'),
                  formatNumber(
                    sum((flow) => flow.in_flow),
                    language,
                  ),
                ],
                [
                  t('flows:list.figures.sent'),
                  formatNumber(
                    sum((flow) => flow.sent),
                    language,
                  ),
                ],
                [
                  t('flows:list.figures.revenue'),
                  formatAmount(
                    sum((flow) => flow.revenue),
                    language,
                  ),
                ],
              ]}
            />
          )}
          <ListToolbar
            searchLabel={t('flows:list.searchLabel')}
            searchText={searchText}
            onSearchText={setSearchText}
            statusLabel={t('flows:list.statusLabel')}
            status={status}
            statuses={[
              { value: 'all', label: t('flows:list.statusAll') },
              { value: 'active', label: t('flows:list.statusActive') },
              { value: 'inactive', label: t('flows:list.statusInactive') },
            ]}
            onStatus={setStatus}
          />
          <DataList
            {...fromQuery(flows, () => shown)}
            label={t('flows:list.label')}
            loadingLabel={t('flows:list.loading')}
            rowKey={(flow) => String(flow.id)}
            empty={{ title: t('flows:list.noMatch') }}
            paging={{ mode: 'client', pageSize: 25 }}
            defaultSort={{ key: 'name', direction: 'asc' }}
            columns={columns}
            minWidth={900}
            rowActions={{
              label: t('flows:list.actions'),
              render: (flow) => (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    disabled={duplicate.isPending}
                    aria-label={t('flows:list.duplicateNamed', { name: flow.name })}
                    onClick={async () => {
                      try {
                        await duplicate.mutateAsync(flow.id);
                        enqueueSnackbar(t('flows:list.duplicated'), { variant: 'success' });
                      } catch (error) {
                        enqueueSnackbar(failureText(error), { variant: 'error' });
                      }
                    }}
                  >
                    {t('flows:list.duplicate')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('flows:list.deleteNamed', { name: flow.name })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(flow);
                    }}
                  >
                    {t('flows:list.delete')}
                  </Button>
                </Stack>
              ),
            }}
          />
        </>
      )}
      <FlowCreateDialog
        accountId={accountId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => navigate(paths.flowBuilder.href(accountId, created.id))}
      />
      <QuietHoursDialog accountId={accountId} open={quietOpen} onClose={() => setQuietOpen(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('flows:list.deleteTitle')}
        text={t('flows:list.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('flows:list.delete')}
        cancelLabel={t('flows:list.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
            enqueueSnackbar(t('flows:list.deleted'), { variant: 'success' });
          } catch {
            // The dialog shows the server's message and stays open.
          }
        }}
      />
    </ScreenLayout>
  );
}

function useFlowColumns(
  accountId: string,
  onToggle: (flow: FlowListItem) => void,
  toggling: boolean,
): DataColumn<FlowListItem>[] {
  const { t, i18n } = useTranslation(['flows']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const texts = useFlowTexts();
  const figure = (key: string, label: string, value: (flow: FlowListItem) => number, amount = false) => ({
    key,
    label,
    align: 'right' as const,
    wrap: 'nowrap' as const,
    sortValue: value,
    cell: (flow: FlowListItem) =>
      amount ? formatAmount(value(flow), language) : formatNumber(value(flow), language),
  });
  return [
    {
      key: 'name',
      label: t('flows:list.columns.name'),
      wrap: 'anywhere',
      sortValue: (flow) => flow.name.toLocaleLowerCase(language),
      cell: (flow) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Link component={RouterLink} to={paths.flowBuilder.href(accountId, flow.id)}>
            {flow.name}
          </Link>
          {flow.problems > 0 && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('flows:list.problems', { count: flow.problems })}
            />
          )}
        </Stack>
      ),
    },
    {
      key: 'active',
      label: t('flows:list.columns.active'),
      wrap: 'nowrap',
      sortValue: (flow) => (flow.active ? 1 : 0),
      cell: (flow) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Switch
            checked={flow.active}
            disabled={toggling}
            onChange={() => onToggle(flow)}
            slotProps={{
              input: {
                'aria-label': t(flow.active ? 'flows:list.deactivateNamed' : 'flows:list.activateNamed', {
                  name: flow.name,
                }),
              },
            }}
          />
          <span>{flow.active ? t('flows:list.active') : t('flows:list.inactive')}</span>
        </Stack>
      ),
    },
    {
      key: 'start',
      label: t('flows:list.columns.start'),
      sortValue: (flow) => texts.start(flow.start),
      cell: (flow) => texts.start(flow.start),
    },
    figure('in_flow', t('flows:list.columns.inFlow'), (flow) => flow.in_flow),
    figure('sent', t('flows:list.columns.sent'), (flow) => flow.sent),
    figure('orders', t('flows:list.columns.orders'), (flow) => flow.orders),
    figure('revenue', t('flows:list.columns.revenue'), (flow) => flow.revenue, true),
  ];
}
