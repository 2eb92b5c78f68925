import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every popups route until the area's own issue lands: the screen's title and what will come here. */
export function PopupsPage() {
  const { t } = useTranslation(['popups']);
  return <AreaPlaceholder description={t('popups:notBuilt')} />;
}
