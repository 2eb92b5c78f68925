import type { RecommendationTemplate } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { formatDateTime } from '@/lib/format';
import { builderHref, type TemplateArea, templateName } from './template-values';

interface TemplateListProps {
  accountId: string;
  area: TemplateArea;
  templates: UseQueryResult<RecommendationTemplate[]>;
  onDuplicate: (template: RecommendationTemplate) => void;
  onDelete: (template: RecommendationTemplate) => void;
}

/** The templates of one area: the defaults and the dealer's read-only with Dupliser, the account's own editable. */
export function TemplateList({ accountId, area, templates, onDuplicate, onDelete }: TemplateListProps) {
  const { t, i18n } = useTranslation(['templates']);
  const language = i18n.resolvedLanguage;
  const nameOf = (template: RecommendationTemplate) => templateName(template, t);
  return (
    <DataList
      {...fromQuery(templates)}
      label={t('templates:list.tableLabel')}
      rowKey={(template) => template.key}
      empty={{ title: t(`templates:list.empty.${area}.title`), text: t(`templates:list.empty.${area}.text`) }}
      columns={[
        {
          key: 'name',
          label: t('templates:list.columns.name'),
          sortValue: nameOf,
          wrap: 'anywhere',
          // The defaults have no id, so no builder: they are read as they are by copying them.
          cell: (template) =>
            template.id === null ? (
              nameOf(template)
            ) : (
              <Link component={RouterLink} to={builderHref(accountId, template.id, area)}>
                {nameOf(template)}
              </Link>
            ),
        },
        {
          key: 'kind',
          label: t('templates:list.columns.kind'),
          sortValue: (template) => template.kind,
          cell: (template) => t(`templates:kinds.${template.kind}`),
        },
        {
          key: 'owner',
          label: t('templates:list.columns.owner'),
          sortValue: (template) => template.owner,
          cell: (template) => t(`templates:owners.${template.owner}`),
        },
        {
          key: 'version',
          label: t('templates:list.columns.version'),
          align: 'right',
          sortValue: (template) => template.version,
          cell: (template) => (template.version === 0 ? '–' : String(template.version)),
        },
        {
          key: 'updated',
          label: t('templates:list.columns.updated'),
          wrap: 'nowrap',
          sortValue: (template) => template.updated_at,
          cell: (template) => (template.updated_at ? formatDateTime(template.updated_at, language) : '–'),
        },
      ]}
      rowActions={{
        label: t('templates:list.columns.actions'),
        render: (template) => (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              aria-label={t('templates:list.duplicateLabel', { name: nameOf(template) })}
              onClick={() => onDuplicate(template)}
            >
              {t('templates:list.duplicate')}
            </Button>
            {template.editable && (
              <Button
                color="error"
                size="small"
                aria-label={t('templates:list.deleteLabel', { name: nameOf(template) })}
                onClick={() => onDelete(template)}
              >
                {t('templates:list.delete')}
              </Button>
            )}
          </Stack>
        ),
      }}
    />
  );
}
