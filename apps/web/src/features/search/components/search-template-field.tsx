import type { RecommendationTemplate } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioField } from '@/components/widget-editor';
import { useSearchTemplates } from '../api/search-templates';
import type { SearchWidgetInput } from './search-widget-values';

/** A template's name in the panel: the defaults by their translated key, stored ones by their own name. */
export function useSearchTemplateName() {
  const { t } = useTranslation(['search-config']);
  return (template: Pick<RecommendationTemplate, 'key' | 'name' | 'owner'>) =>
    template.owner === 'default'
      ? t(`search-config:templates.${template.key}`, { defaultValue: template.name })
      : template.name;
}

/** The design tab's choice of search template: the defaults, the account's own and its dealer's. */
export function SearchTemplateField({
  accountId,
  control,
}: {
  accountId: string;
  control: Control<SearchWidgetInput>;
}) {
  const { t } = useTranslation(['search-config']);
  const templates = useSearchTemplates(accountId);
  const nameOf = useSearchTemplateName();
  if (templates.isPending)
    return <Typography role="status">{t('search-config:templates.loading')}</Typography>;
  if (templates.isError) return <Alert severity="warning">{t('search-config:templates.failed')}</Alert>;
  return (
    <>
      <RadioField
        control={control}
        name="template"
        label={t('search-config:editor.fields.template')}
        options={templates.data.map((template) => ({ value: template.key, label: nameOf(template) }))}
      />
      <Typography variant="body2" color="text.secondary">
        {t('search-config:editor.templateHelp')}
      </Typography>
    </>
  );
}
