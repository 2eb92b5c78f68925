import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { EmailsPlaceholder } from './emails-placeholder';

// GrapesJS and MJML are large: only the builder's own route downloads them.
const TemplateBuilderScreen = lazy(() =>
  import('../builder/template-builder-screen').then((m) => ({ default: m.TemplateBuilderScreen })),
);

/** A positive whole id from the route, or null. */
export function routeId(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Every e-mail route: campaigns, templates and their builder, subscribers, segments. */
export function EmailsPage() {
  const { t } = useTranslation(['common']);
  const route = useCurrentRoute();
  const { accountId = '', templateId = '' } = useParams();
  switch (route?.name) {
    case 'templateBuilder': {
      const id = routeId(templateId);
      if (id === null) return <Navigate to={paths.notFound.href()} replace />;
      return (
        <Suspense fallback={<PageLoader label={t('common:loading')} />}>
          <TemplateBuilderScreen key={`${accountId}/${id}`} accountId={accountId} templateId={id} />
        </Suspense>
      );
    }
    default:
      return <EmailsPlaceholder />;
  }
}
