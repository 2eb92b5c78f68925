import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every templates route until the area's own issue lands: the screen's title and what will come here. */
export function TemplatesPage() {
  const { t } = useTranslation(['templates']);
  return <AreaPlaceholder description={t('templates:notBuilt')} />;
}
