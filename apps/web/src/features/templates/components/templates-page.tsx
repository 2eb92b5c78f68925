import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { TemplateListScreen } from './template-list-screen';

// CodeMirror is only for the builder: only its own route downloads it.
const RecTemplateBuilderScreen = lazy(() =>
  import('../builder/rec-template-builder-screen').then((m) => ({ default: m.RecTemplateBuilderScreen })),
);

/** The template routes: the lists of recommendation and search templates, and their builder. */
export function TemplatesPage() {
  const { t } = useTranslation(['common']);
  const route = useCurrentRoute();
  const { accountId = '', templateId = '' } = useParams();
  switch (route?.name) {
    case 'searchTemplates':
      return <TemplateListScreen key={`${accountId}/search`} accountId={accountId} area="search" />;
    case 'templateBuilder': {
      const id = Number(templateId);
      if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.notFound.href()} replace />;
      return (
        <Suspense fallback={<PageLoader label={t('common:loading')} />}>
          <RecTemplateBuilderScreen key={`${accountId}/${id}`} accountId={accountId} templateId={id} />
        </Suspense>
      );
    }
    default:
      return <TemplateListScreen key={`${accountId}/rec`} accountId={accountId} area="rec" />;
  }
}
