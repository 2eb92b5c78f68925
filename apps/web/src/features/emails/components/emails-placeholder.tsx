import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

export function EmailsPlaceholder() {
  const { t } = useTranslation(['emails']);
  return <AreaPlaceholder description={t('emails:notBuilt')} />;
}
