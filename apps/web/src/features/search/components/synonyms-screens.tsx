import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Work in progress (issue 7): replaced by the real screen in this change. */
export function SynonymsScreen() {
  const { t } = useTranslation(['search']);
  return <AreaPlaceholder description={t('search:notBuilt')} />;
}

/** Work in progress (issue 7): replaced by the real screen in this change. */
export function SynonymEditScreen() {
  const { t } = useTranslation(['search']);
  return <AreaPlaceholder description={t('search:notBuilt')} />;
}
