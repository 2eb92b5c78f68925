import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { addLazyNamespace } from '@/lib/lazy-namespace';
import { useDocumentTitle } from '@/lib/use-document-title';
import nbEmailBuilder from '@/locales/nb/email-builder.json';
import { useBuilderTemplate } from './api';
import { TemplateBuilder } from './template-builder';

addLazyNamespace('email-builder', nbEmailBuilder);

/** The full-screen e-mail template builder (GrapesJS with MJML). */
export function TemplateBuilderScreen({ accountId, templateId }: { accountId: string; templateId: number }) {
  const { t } = useTranslation(['email-builder']);
  const template = useBuilderTemplate(accountId, templateId);
  useDocumentTitle(
    template.data ? `${template.data.name} – ${t('email-builder:title')}` : t('email-builder:title'),
  );

  if (template.isPending) return <PageLoader label={t('email-builder:loading')} page={false} />;
  if (template.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{t('email-builder:loadFailed')}</Alert>
        <FormErrorAlert error={template.error} />
        <Button component={RouterLink} to={paths.emailTemplates.href(accountId)}>
          {t('email-builder:backToTemplates')}
        </Button>
      </Stack>
    );
  }
  return <TemplateBuilder accountId={accountId} template={template.data} />;
}
