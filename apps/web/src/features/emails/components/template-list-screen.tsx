import type { EmailTemplateSummary } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { ScreenLayout } from '@/components/screen-layout';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format';
import { useDeleteTemplate, useDuplicateTemplate, useEmailTemplates } from '../api/templates';
import { TemplateCreateDialog } from './template-create-dialog';

/** /emails/templates: the account's templates; create, duplicate, delete, and open one in the builder. */
export function TemplateListScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['emails', 'shell']);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const templates = useEmailTemplates(accountId);
  const duplicate = useDuplicateTemplate(accountId);
  const remove = useDeleteTemplate(accountId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<EmailTemplateSummary | null>(null);
  const columns = useTemplateColumns(accountId);

  return (
    <ScreenLayout
      title={t('shell:nav.emailTemplates')}
      actions={
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('emails:templates.create')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t('emails:templates.intro')}</Typography>
      <DataList
        {...fromQuery(templates, (data) => data)}
        label={t('emails:templates.label')}
        loadingLabel={t('emails:templates.loading')}
        rowKey={(template) => String(template.id)}
        empty={{ title: t('emails:templates.empty'), text: t('emails:templates.emptyText') }}
        paging={{ mode: 'client', pageSize: 25 }}
        defaultSort={{ key: 'updated_at', direction: 'desc' }}
        columns={columns}
        minWidth={760}
        rowActions={{
          label: t('emails:actions'),
          render: (template) => (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                disabled={duplicate.isPending}
                aria-label={t('emails:templates.duplicateNamed', { name: template.name })}
                onClick={async () => {
                  try {
                    await duplicate.mutateAsync(template.id);
                    enqueueSnackbar(t('emails:templates.duplicated'), { variant: 'success' });
                  } catch {
                    enqueueSnackbar(failureText(null), { variant: 'error' });
                  }
                }}
              >
                {t('emails:templates.duplicate')}
              </Button>
              <Button
                size="small"
                color="error"
                aria-label={t('emails:templates.deleteNamed', { name: template.name })}
                onClick={() => {
                  remove.reset();
                  setDeleting(template);
                }}
              >
                {t('emails:delete')}
              </Button>
            </Stack>
          ),
        }}
      />
      <TemplateCreateDialog
        accountId={accountId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => navigate(paths.templateBuilder.href(accountId, created.id))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('emails:templates.deleteTitle')}
        text={t('emails:templates.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('emails:delete')}
        cancelLabel={t('emails:cancel')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
            enqueueSnackbar(t('emails:templates.deleted'), { variant: 'success' });
          } catch {
            // The dialog shows the server's message and stays open.
          }
        }}
      />
    </ScreenLayout>
  );
}

function useTemplateColumns(accountId: string): DataColumn<EmailTemplateSummary>[] {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  return [
    {
      key: 'name',
      label: t('emails:templates.columns.name'),
      wrap: 'anywhere',
      sortValue: (template) => template.name.toLocaleLowerCase(language),
      cell: (template) => (
        <Link component={RouterLink} to={paths.templateBuilder.href(accountId, template.id)}>
          {template.name}
        </Link>
      ),
    },
    {
      key: 'type',
      label: t('emails:templates.columns.type'),
      sortValue: (template) => template.type,
      cell: (template) => t(`emails:types.${template.type}`),
    },
    {
      key: 'transactional',
      label: t('emails:templates.columns.transactional'),
      sortValue: (template) => (template.transactional ? 1 : 0),
      cell: (template) =>
        template.transactional ? (
          <Chip size="small" label={t('emails:templates.transactional')} />
        ) : (
          t('emails:templates.marketing')
        ),
    },
    {
      key: 'updated_at',
      label: t('emails:templates.columns.updated_at'),
      wrap: 'nowrap',
      sortValue: (template) => template.updated_at,
      cell: (template) => formatDateTime(template.updated_at, language),
    },
  ];
}
