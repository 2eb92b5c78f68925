import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { paths } from '@/config/paths';

/** The setting types of spec section 2 (and the user's own profile). */
export const SETTING_TYPES = [
  'profile',
  'chat',
  'company',
  'email-sender',
  'privacy',
  'api-keys',
  'users',
  'billing',
  'ignore-lists',
] as const;
type SettingType = (typeof SETTING_TYPES)[number];

const isSettingType = (value: string): value is SettingType =>
  (SETTING_TYPES as readonly string[]).includes(value);

/** /settings/{setting_type}: named by its type; the forms arrive with the settings issue. */
export function SettingsPage() {
  const { t } = useTranslation(['settings']);
  const { settingType = '' } = useParams();
  if (!isSettingType(settingType)) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <AreaPlaceholder description={t('settings:notBuilt')} subtitle={t(`settings:types.${settingType}`)} />
  );
}
