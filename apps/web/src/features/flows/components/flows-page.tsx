import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every flows route until the area's own issue lands: the screen's title and what will come here. */
export function FlowsPage() {
  const { t } = useTranslation(['flows']);
  return <AreaPlaceholder description={t('flows:notBuilt')} />;
}
