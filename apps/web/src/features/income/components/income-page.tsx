import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every income route until the area's own issue lands: the screen's title and what will come here. */
export function IncomePage() {
  const { t } = useTranslation(['income']);
  return <AreaPlaceholder description={t('income:notBuilt')} />;
}
