import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every discounts route until the area's own issue lands: the screen's title and what will come here. */
export function DiscountsPage() {
  const { t } = useTranslation(['discounts']);
  return <AreaPlaceholder description={t('discounts:notBuilt')} />;
}
