import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every apps route until the area's own issue lands: the screen's title and what will come here. */
export function AppsPage() {
  const { t } = useTranslation(['apps']);
  return <AreaPlaceholder description={t('apps:notBuilt')} />;
}
