import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every products route until the area's own issue lands: the screen's title and what will come here. */
export function ProductsPage() {
  const { t } = useTranslation(['products']);
  return <AreaPlaceholder description={t('products:notBuilt')} />;
}
