import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

function ScreenFallback() {
  const { t } = useTranslation(['common']);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('common:loading')} />
    </Box>
  );
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
