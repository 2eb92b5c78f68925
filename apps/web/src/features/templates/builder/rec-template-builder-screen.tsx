import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageLoader } from '@/components/page-loader';
import { useTemplate } from '../api/templates';
import { RecTemplateBuilder } from './rec-template-builder';

/** /template/builder/{id}/rec|search: loads the template, then the builder for it. */
export function RecTemplateBuilderScreen({
  accountId,
  templateId,
}: {
  accountId: string;
  templateId: number;
}) {
  const { t } = useTranslation(['templates']);
  const template = useTemplate(accountId, templateId);
  if (template.error) return <FormErrorAlert error={template.error} />;
  if (!template.data) return <PageLoader label={t('templates:builder.loading')} />;
  return <RecTemplateBuilder accountId={accountId} template={template.data} />;
}
