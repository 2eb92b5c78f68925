import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every emails route until the area's own issue lands: the screen's title and what will come here. */
export function EmailsPage() {
  const { t } = useTranslation(['emails']);
  return <AreaPlaceholder description={t('emails:notBuilt')} />;
}
