import type { EmailTemplateSummary } from '@butikkpanel/contracts';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataList, fromQuery } from '@/components/data-list';
import { ListScreen, RowButtons, useConfirmDelete, useRowTask } from '@/components/list-kit';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useDeleteTemplate, useDuplicateTemplate, useEmailTemplates } from '../api/templates';
import { TemplateCreateDialog } from './template-create-dialog';

/** /emails/templates: the account's templates; create, duplicate, delete, and open one in the builder. */
export function TemplateListScreen({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['emails', 'shell']);
  const navigate = useNavigate();
  const templates = useEmailTemplates(accountId);
  const duplicate = useDuplicateTemplate(accountId);
  const remove = useDeleteTemplate(accountId);
  const [creating, setCreating] = useState(false);
  const columns = useTemplateColumns(accountId);
  const runTask = useRowTask();
  const deletion = useConfirmDelete<EmailTemplateSummary>(remove, {
    title: t('emails:templates.deleteTitle'),
    text: (name) => t('emails:templates.deleteText', { name }),
    deleted: t('emails:templates.deleted'),
  });

  return (
    <ListScreen
      title={t('shell:nav.emailTemplates')}
      intro={t('emails:templates.intro')}
      createLabel={t('emails:templates.create')}
      onCreate={() => setCreating(true)}
      empty={{
        shown: templates.isSuccess && templates.data.length === 0,
        title: t('emails:templates.empty'),
        text: t('emails:templates.emptyText'),
      }}
      dialogs={
        <>
          <TemplateCreateDialog
            accountId={accountId}
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(created) => navigate(paths.templateBuilder.href(accountId, created.id))}
          />
          {deletion.dialog}
        </>
      }
    >
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
            <RowButtons
              actions={[
                {
                  label: t('emails:templates.duplicate'),
                  namedLabel: t('emails:templates.duplicateNamed', { name: template.name }),
                  disabled: duplicate.isPending,
                  onSelect: () =>
                    void runTask(() => duplicate.mutateAsync(template.id), t('emails:templates.duplicated')),
                },
                {
                  label: t('emails:delete'),
                  namedLabel: t('emails:templates.deleteNamed', { name: template.name }),
                  danger: true,
                  onSelect: () => deletion.ask(template),
                },
              ]}
            />
          ),
        }}
      />
    </ListScreen>
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
