import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';

/** Every chat route until the area's own issue lands: the screen's title and what will come here. */
export function ChatPage() {
  const { t } = useTranslation(['chat']);
  return <AreaPlaceholder description={t('chat:notBuilt')} />;
}
