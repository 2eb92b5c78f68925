import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every search route until the area's own issue lands: the screen's title and what will come here. */
export function SearchPage() {
  const { t } = useTranslation(['search']);
  return <AreaPlaceholder description={t('search:notBuilt')} />;
}
