import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { ContentPageListScreen } from './content-page-list-screen';

// The builder (GrapesJS) is large: loaded only when a page is opened, never with the list.
const ContentPageBuilder = lazy(() =>
  import('@/features/page-builder').then((m) => ({ default: m.ContentPageBuilder })),
);

/**
 * The content builder's routes: /contentbuilder lists the pages and blocks (in the shell);
 * /contentbuilder/{id} is that page's builder (full screen, from the page builder feature).
 */
export function ContentBuilderPage() {
  const { t } = useTranslation(['contentbuilder']);
  const { accountId = '', id } = useParams();
  if (id === undefined) return <ContentPageListScreen key={accountId} accountId={accountId} />;
  if (!/^[1-9]\d{0,9}$/.test(id)) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <Suspense fallback={<PageLoader label={t('contentbuilder:builderLoading')} page={false} />}>
      <ContentPageBuilder key={`${accountId}/${id}`} accountId={accountId} pageId={Number(id)} />
    </Suspense>
  );
}
