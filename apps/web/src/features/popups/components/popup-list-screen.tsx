import type { PopupAnswer } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { ListScreen, RowMenu, useConfirmDelete, useRowTask } from '@/components/list-kit';
import { formatAmount, formatNumber, formatShare } from '@/lib/format';
import { useDeletePopup, useDuplicatePopup, usePopups, useSetPopupActive } from '../api/popup-list';
import { PopupCompetitionWarning } from './popup-competition-warning';
import { PopupCreateDialog } from './popup-create-dialog';
import { PopupRulesDialog } from './popup-rules-dialog';
import { PopupSettingsDialog } from './popup-settings-dialog';
import { PopupVariantsDialog, variantBuilderHref } from './popup-variants-dialog';
import { rulesSummary } from './rules-editor/rules-summary';

type Status = PopupAnswer['status'];
const STATUS_COLOR: Record<Status, 'default' | 'success' | 'warning' | 'info'> = {
  draft: 'default',
  active: 'success',
  paused: 'warning',
  scheduled: 'info',
};
/** Shown on the shop now, or waiting for its schedule: both can be paused; the others can be activated. */
const isLive = (popup: PopupAnswer) => popup.status === 'active' || popup.status === 'scheduled';

/** /popups: every popup with what it has done; create, settings, activate and pause, duplicate, delete. */
export function PopupListScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['popups', 'shell']);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const popups = usePopups(accountId);
  const setActive = useSetPopupActive(accountId);
  const duplicate = useDuplicatePopup(accountId);
  const remove = useDeletePopup(accountId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PopupAnswer | null>(null);
  const [ruling, setRuling] = useState<PopupAnswer | null>(null);
  // By id: the dialog follows the list, which takes every variant change at once.
  const [variantsOf, setVariantsOf] = useState<number | null>(null);

  const runTask = useRowTask();
  // popup_no_design and every other refusal: the server's own message says why.
  const toggle = (popup: PopupAnswer) => {
    const activate = !isLive(popup);
    return runTask(
      () => setActive.mutateAsync({ id: popup.id, active: activate }),
      t(activate ? 'popups:list.activated' : 'popups:list.paused'),
    );
  };
  const deletion = useConfirmDelete<PopupAnswer>(remove, {
    title: t('popups:list.deleteTitle'),
    text: (name) => t('popups:list.deleteText', { name }),
    deleted: t('popups:list.deleted'),
  });

  const columns = usePopupColumns(accountId);
  const all = popups.data ?? [];

  return (
    <ListScreen
      title={t('shell:nav.popups')}
      intro={
        <>
          <Typography color="text.secondary">{t('popups:list.intro')}</Typography>
          <PopupCompetitionWarning popups={all} />
        </>
      }
      createLabel={t('popups:list.create')}
      onCreate={() => setCreating(true)}
      empty={{
        shown: popups.isSuccess && all.length === 0,
        title: t('popups:list.empty'),
        text: t('popups:list.emptyText'),
      }}
      dialogs={
        <>
          <PopupCreateDialog
            accountId={accountId}
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(created) => {
              setCreating(false);
              enqueueSnackbar(t('popups:list.created'), { variant: 'success' });
              // The guided path starts with the design: the builder, with the steps to live above it.
              void navigate(variantBuilderHref(accountId, created.id, created.variants[0]?.id));
            }}
          />
          <PopupSettingsDialog
            accountId={accountId}
            popup={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              enqueueSnackbar(t('popups:list.saved'), { variant: 'success' });
            }}
          />
          <PopupRulesDialog
            accountId={accountId}
            popup={ruling}
            onClose={() => setRuling(null)}
            onSaved={() => {
              setRuling(null);
              enqueueSnackbar(t('popups:list.rulesSaved'), { variant: 'success' });
            }}
          />
          <PopupVariantsDialog
            accountId={accountId}
            popup={all.find((popup) => popup.id === variantsOf) ?? null}
            onClose={() => setVariantsOf(null)}
          />
          {deletion.dialog}
        </>
      }
    >
      <DataList
        {...fromQuery(popups, () => all)}
        label={t('popups:list.label')}
        loadingLabel={t('popups:list.loading')}
        rowKey={(popup) => String(popup.id)}
        empty={{ title: t('popups:list.empty') }}
        paging={{ mode: 'client', pageSize: 25 }}
        defaultSort={{ key: 'name', direction: 'asc' }}
        columns={columns}
        minWidth={900}
        rowActions={{
          label: t('popups:list.actions'),
          // One menu: the row fits beside seven columns of figures at 1400 px, and a phone's card stays short.
          render: (popup) => (
            <RowMenu
              name={popup.name}
              actions={[
                {
                  label: t('popups:list.editDesign'),
                  href: variantBuilderHref(accountId, popup.id, popup.variants[0]?.id),
                },
                { label: t('popups:list.settings'), onSelect: () => setEditing(popup) },
                { label: t('popups:list.rules'), onSelect: () => setRuling(popup) },
                { label: t('popups:list.variants'), onSelect: () => setVariantsOf(popup.id) },
                {
                  label: t(isLive(popup) ? 'popups:list.pause' : 'popups:list.activate'),
                  onSelect: () => void toggle(popup),
                  disabled: setActive.isPending,
                },
                {
                  label: t('popups:list.duplicate'),
                  onSelect: () =>
                    void runTask(() => duplicate.mutateAsync(popup.id), t('popups:list.duplicated')),
                  disabled: duplicate.isPending,
                },
                { label: t('popups:list.delete'), onSelect: () => deletion.ask(popup), danger: true },
              ]}
            />
          ),
        }}
      />
    </ListScreen>
  );
}

function usePopupColumns(accountId: string): DataColumn<PopupAnswer>[] {
  const { t, i18n } = useTranslation(['popups']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const figure = (
    key: string,
    label: string,
    value: (popup: PopupAnswer) => number,
    format: (value: number, language: string) => string = formatNumber,
  ): DataColumn<PopupAnswer> => ({
    key,
    label,
    align: 'right',
    wrap: 'nowrap',
    sortValue: value,
    cell: (popup) => format(value(popup), language),
  });
  return [
    {
      key: 'name',
      label: t('popups:list.columns.name'),
      wrap: 'anywhere',
      sortValue: (popup) => popup.name.toLocaleLowerCase(language),
      cell: (popup) => (
        <>
          <Link component={RouterLink} to={variantBuilderHref(accountId, popup.id, popup.variants[0]?.id)}>
            {popup.name}
          </Link>
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {rulesSummary(popup.settings.rules, t, language)}
          </Typography>
        </>
      ),
    },
    {
      key: 'status',
      label: t('popups:list.columns.status'),
      wrap: 'nowrap',
      sortValue: (popup) => t(`popups:status.${popup.status}`),
      cell: (popup) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[popup.status]}
          label={t(`popups:status.${popup.status}`)}
        />
      ),
    },
    figure('views', t('popups:list.columns.views'), (popup) => popup.views),
    figure('submissions', t('popups:list.columns.submissions'), (popup) => popup.submissions),
    figure('conversion', t('popups:list.columns.conversion'), (popup) => popup.conversion, formatShare),
    figure('orders', t('popups:list.columns.orders'), (popup) => popup.orders),
    figure('revenue', t('popups:list.columns.revenue'), (popup) => popup.revenue, formatAmount),
  ];
}
