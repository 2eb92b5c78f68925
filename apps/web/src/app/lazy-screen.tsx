import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';

function ScreenFallback() {
  const { t } = useTranslation(['common']);
  return <PageLoader label={t('common:loading')} page={false} />;
}

/**
 * A screen loaded on first render (React.lazy rather than the route's `lazy`), so the session check
 * and the screen's download run side by side and the loader shows meanwhile.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(() => load().then((Component) => ({ default: Component })));
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Screen />
    </Suspense>
  );
}
