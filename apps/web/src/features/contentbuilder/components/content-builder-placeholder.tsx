import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** A builder route whose own issue has not landed (the popup builder): its title and what will come here. */
export function ContentBuilderPlaceholder() {
  const { t } = useTranslation(['contentbuilder']);
  return <AreaPlaceholder description={t('contentbuilder:notBuilt')} />;
}
