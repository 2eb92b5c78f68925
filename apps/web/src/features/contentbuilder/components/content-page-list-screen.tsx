import { type ContentPageAnswer, formatOsloDateTime } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-snippet';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { ListScreen, RowButtons, useConfirmDelete, useRowTask } from '@/components/list-kit';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useContentPageAction, useContentPages, useDeleteContentPage } from '../api/content-pages';
import {
  blockSnippet,
  type ContentPageStatus,
  contentPageStatus,
  versionsNewestFirst,
} from '../content-page-status';
import { ContentPageDialog } from './content-page-dialog';
import { ContentVersionsDialog } from './content-versions-dialog';

const STATUS_COLOR: Record<ContentPageStatus, 'default' | 'success' | 'warning' | 'info'> = {
  draft: 'default',
  published: 'success',
  changed: 'info',
  unpublished: 'warning',
};

/** /contentbuilder: every page and block with its key, status, days and last publish; and what to do with it. */
export function ContentPageListScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['contentbuilder', 'shell']);
  const { enqueueSnackbar } = useSnackbar();
  const pages = useContentPages(accountId);
  const action = useContentPageAction(accountId);
  const remove = useDeleteContentPage(accountId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ContentPageAnswer | null>(null);
  const [versionsOf, setVersionsOf] = useState<number | null>(null);

  const all = pages.data ?? [];
  // The versions dialog follows the list, so a restore shows its new current version.
  const versionsPage = all.find((page) => page.id === versionsOf) ?? null;

  const runTask = useRowTask();
  // content_nothing_to_publish and every other refusal: the server's own message says why.
  const runAction = (page: ContentPageAnswer, kind: 'publish' | 'unpublish') =>
    runTask(
      () => action.mutateAsync({ id: page.id, kind }),
      t(`contentbuilder:list.${kind === 'publish' ? 'published' : 'unpublished'}`, { name: page.name }),
    );
  const deletion = useConfirmDelete<ContentPageAnswer>(remove, {
    title: t('contentbuilder:list.deleteTitle'),
    text: (name) => t('contentbuilder:list.deleteText', { name }),
    deleted: t('contentbuilder:list.deleted'),
  });

  const columns = useContentPageColumns();

  return (
    <ListScreen
      title={t('shell:nav.contentbuilder')}
      intro={
        <div>
          <Typography color="text.secondary">{t('contentbuilder:list.intro')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t('contentbuilder:list.snippetHelp')}{' '}
            <code>{blockSnippet(t('contentbuilder:list.keyPlaceholder'))}</code>
          </Typography>
        </div>
      }
      createLabel={t('contentbuilder:list.create')}
      onCreate={() => setCreating(true)}
      empty={{
        shown: pages.isSuccess && all.length === 0,
        title: t('contentbuilder:list.empty'),
        text: t('contentbuilder:list.emptyText'),
      }}
      dialogs={
        <>
          <ContentPageDialog
            accountId={accountId}
            creating={creating}
            page={editing}
            onClose={() => {
              setCreating(false);
              setEditing(null);
            }}
            onSaved={(_page, created) => {
              setCreating(false);
              setEditing(null);
              enqueueSnackbar(t(created ? 'contentbuilder:list.created' : 'contentbuilder:list.saved'), {
                variant: 'success',
              });
            }}
          />
          <ContentVersionsDialog
            accountId={accountId}
            page={versionsPage}
            onClose={() => setVersionsOf(null)}
            onRestored={(version) => {
              setVersionsOf(null);
              enqueueSnackbar(t('contentbuilder:versions.restored', { version }), { variant: 'success' });
            }}
          />
          {deletion.dialog}
        </>
      }
    >
      <DataList
        {...fromQuery(pages, () => all)}
        label={t('contentbuilder:list.label')}
        loadingLabel={t('contentbuilder:list.loading')}
        rowKey={(page) => String(page.id)}
        empty={{ title: t('contentbuilder:list.empty') }}
        paging={{ mode: 'client', pageSize: 25 }}
        defaultSort={{ key: 'name', direction: 'asc' }}
        columns={columns}
        minWidth={960}
        rowActions={{
          label: t('contentbuilder:list.actions'),
          render: (page) => (
            <RowButtons
              actions={[
                {
                  label: t('contentbuilder:list.open'),
                  namedLabel: t('contentbuilder:list.openNamed', { name: page.name }),
                  href: paths.contentPage.href(accountId, page.id),
                  primary: true,
                },
                {
                  label: t('contentbuilder:list.settings'),
                  namedLabel: t('contentbuilder:list.settingsNamed', { name: page.name }),
                  onSelect: () => setEditing(page),
                },
                contentPageStatus(page) !== 'published' && {
                  label: t('contentbuilder:list.publish'),
                  namedLabel: t('contentbuilder:list.publishNamed', { name: page.name }),
                  disabled: action.isPending,
                  onSelect: () => void runAction(page, 'publish'),
                },
                page.published_version > 0 && {
                  label: t('contentbuilder:list.unpublish'),
                  namedLabel: t('contentbuilder:list.unpublishNamed', { name: page.name }),
                  disabled: action.isPending,
                  onSelect: () => void runAction(page, 'unpublish'),
                },
                {
                  label: t('contentbuilder:list.versions'),
                  namedLabel: t('contentbuilder:list.versionsNamed', { name: page.name }),
                  onSelect: () => setVersionsOf(page.id),
                },
                {
                  label: t('contentbuilder:list.delete'),
                  namedLabel: t('contentbuilder:list.deleteNamed', { name: page.name }),
                  danger: true,
                  onSelect: () => deletion.ask(page),
                },
              ]}
            />
          ),
        }}
      />
    </ListScreen>
  );
}

function useContentPageColumns(): DataColumn<ContentPageAnswer>[] {
  const { t, i18n } = useTranslation(['contentbuilder']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const day = (value: string) => formatOsloDateTime(value);
  const schedule = (page: ContentPageAnswer) =>
    page.from && page.to
      ? t('contentbuilder:schedule.range', { from: day(page.from), to: day(page.to) })
      : page.from
        ? t('contentbuilder:schedule.from', { from: day(page.from) })
        : page.to
          ? t('contentbuilder:schedule.to', { to: day(page.to) })
          : t('contentbuilder:schedule.always');
  const lastPublished = (page: ContentPageAnswer) => versionsNewestFirst(page)[0]?.published_at ?? null;
  return [
    {
      key: 'name',
      label: t('contentbuilder:list.columns.name'),
      wrap: 'anywhere',
      sx: { minWidth: 140 },
      sortValue: (page) => page.name.toLocaleLowerCase(language),
      cell: (page) => page.name,
    },
    {
      key: 'placementKey',
      label: t('contentbuilder:list.columns.placementKey'),
      wrap: 'anywhere',
      sortValue: (page) => page.placement_key,
      cell: (page) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <code>{page.placement_key}</code>
          <CopyButton
            variant="text"
            code={blockSnippet(page.placement_key)}
            copyText={t('contentbuilder:list.copy')}
            copyLabel={t('contentbuilder:list.copyNamed', { name: page.name })}
            copiedText={t('contentbuilder:list.copied')}
            failedText={t('contentbuilder:list.copyFailed')}
          />
        </Stack>
      ),
    },
    {
      key: 'status',
      label: t('contentbuilder:list.columns.status'),
      sortValue: (page) => t(`contentbuilder:status.${contentPageStatus(page)}`),
      cell: (page) => {
        const status = contentPageStatus(page);
        return (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_COLOR[status]}
              label={t(`contentbuilder:status.${status}`)}
              sx={{
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
              }}
            />
            {page.published_version > 0 && !page.live && (
              <Typography variant="caption" color="text.secondary">
                {t('contentbuilder:list.notToday')}
              </Typography>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'schedule',
      label: t('contentbuilder:list.columns.schedule'),
      sortValue: (page) => page.from ?? '',
      cell: schedule,
    },
    {
      key: 'lastPublished',
      label: t('contentbuilder:list.columns.lastPublished'),
      wrap: 'nowrap',
      sortValue: (page) => lastPublished(page) ?? '',
      cell: (page) => {
        const at = lastPublished(page);
        return at ? formatDateTime(at, language) : t('contentbuilder:list.neverPublished');
      },
    },
  ];
}
