import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every contentbuilder route until the area's own issue lands: the screen's title and what will come here. */
export function ContentBuilderPage() {
  const { t } = useTranslation(['contentbuilder']);
  return <AreaPlaceholder description={t('contentbuilder:notBuilt')} />;
}
