import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { FlowListScreen } from './flow-list-screen';

// xyflow and dagre are only for the builder: its own route downloads them.
const FlowBuilderScreen = lazy(() =>
  import('../builder/flow-builder-screen').then((m) => ({ default: m.FlowBuilderScreen })),
);

/** A positive whole id from the route, or null. */
function routeId(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The flows routes: the list, and the full-screen builder of one flow. */
export function FlowsPage() {
  const { t } = useTranslation(['common']);
  const route = useCurrentRoute();
  const { accountId = '', flowId = '' } = useParams();
  if (route?.name === 'flowBuilder') {
    const id = routeId(flowId);
    if (id === null) return <Navigate to={paths.notFound.href()} replace />;
    return (
      <Suspense fallback={<PageLoader label={t('common:loading')} />}>
        <FlowBuilderScreen key={`${accountId}/${id}`} accountId={accountId} flowId={id} />
      </Suspense>
    );
  }
  return <FlowListScreen key={accountId} accountId={accountId} />;
}
