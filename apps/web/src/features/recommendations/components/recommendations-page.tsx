import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every recommendations route until the area's own issue lands: the screen's title and what will come here. */
export function RecommendationsPage() {
  const { t } = useTranslation(['recommendations']);
  return <AreaPlaceholder description={t('recommendations:notBuilt')} />;
}
