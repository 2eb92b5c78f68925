import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { isRecTemplateBuilderType } from '@/config/paths';

const EmailsPage = lazy(() => import('@/features/emails').then((m) => ({ default: m.EmailsPage })));
const TemplatesPage = lazy(() => import('@/features/templates').then((m) => ({ default: m.TemplatesPage })));

/**
 * /template/builder/{id}/{type?}: the e-mail template builder without a type (older links) or with 'email',
 * the recommendation and search template builder with 'rec' or 'search'. Each feature loads only when asked.
 */
export function TemplateBuilderRoute() {
  const { t } = useTranslation(['common']);
  const { type } = useParams();
  return (
    <Suspense fallback={<PageLoader label={t('common:loading')} />}>
      {isRecTemplateBuilderType(type) ? <TemplatesPage /> : <EmailsPage />}
    </Suspense>
  );
}
