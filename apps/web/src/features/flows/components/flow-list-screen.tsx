import type { FlowListItem } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { FigureCards } from '@/components/figure-cards';
import { ListScreen, RowButtons, useConfirmDelete, useRowTask } from '@/components/list-kit';
import { ListToolbar } from '@/components/list-toolbar';
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
  const flows = useFlows(accountId);
  const setActive = useSetFlowActive(accountId);
  const duplicate = useDuplicateFlow(accountId);
  const remove = useDeleteFlow(accountId);
  const [creating, setCreating] = useState(false);
  const [quietOpen, setQuietOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');

  const runTask = useRowTask();
  const toggle = (flow: FlowListItem) =>
    runTask(
      () => setActive.mutateAsync({ id: flow.id, active: !flow.active }),
      t(flow.active ? 'flows:list.deactivated' : 'flows:list.activated'),
      (error) =>
        error instanceof ApiRequestError && error.code === 'flow_invalid'
          ? t('flows:list.activateFailed')
          : failureText(error),
    );
  const deletion = useConfirmDelete<FlowListItem>(remove, {
    title: t('flows:list.deleteTitle'),
    text: (name) => t('flows:list.deleteText', { name }),
    deleted: t('flows:list.deleted'),
  });

  const columns = useFlowColumns(accountId, toggle, setActive.isPending);
  const all = flows.data ?? [];
  const search = searchText.trim().toLocaleLowerCase(language);
  const shown = all.filter(
    (flow) =>
      (status === 'all' || flow.active === (status === 'active')) &&
      (search === '' || flow.name.toLocaleLowerCase(language).includes(search)),
  );
  const sum = (pick: (flow: FlowListItem) => number) => all.reduce((total, flow) => total + pick(flow), 0);

  return (
    <ListScreen
      title={t('shell:nav.flows')}
      intro={t('flows:list.intro')}
      createLabel={t('flows:list.create')}
      onCreate={() => setCreating(true)}
      actions={
        <Button variant="outlined" onClick={() => setQuietOpen(true)} aria-haspopup="dialog">
          {t('flows:quiet.open')}
        </Button>
      }
      empty={{
        shown: flows.isSuccess && all.length === 0,
        title: t('flows:list.empty'),
        text: t('flows:list.emptyText'),
      }}
      dialogs={
        <>
          <FlowCreateDialog
            accountId={accountId}
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(created) => navigate(paths.flowBuilder.href(accountId, created.id))}
          />
          <QuietHoursDialog accountId={accountId} open={quietOpen} onClose={() => setQuietOpen(false)} />
          {deletion.dialog}
        </>
      }
    >
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
            <RowButtons
              actions={[
                {
                  label: t('flows:list.duplicate'),
                  namedLabel: t('flows:list.duplicateNamed', { name: flow.name }),
                  disabled: duplicate.isPending,
                  onSelect: () =>
                    void runTask(() => duplicate.mutateAsync(flow.id), t('flows:list.duplicated')),
                },
                {
                  label: t('flows:list.delete'),
                  namedLabel: t('flows:list.deleteNamed', { name: flow.name }),
                  danger: true,
                  onSelect: () => deletion.ask(flow),
                },
              ]}
            />
          ),
        }}
      />
    </ListScreen>
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
