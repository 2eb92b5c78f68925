import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { paths } from '@/config/paths';
import { ApiKeysSettings } from './api-keys-settings';
import { IgnoreListSettings } from './ignore-list-settings';
import { SettingsSection } from './settings-section';

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

/** /settings/{setting_type}: API keys and ignore lists are built; the other forms arrive with the settings issue. */
export function SettingsPage() {
  const { t } = useTranslation(['settings']);
  const { settingType = '', accountId = '' } = useParams();
  if (!isSettingType(settingType)) return <Navigate to={paths.notFound.href()} replace />;
  const subtitle = t(`settings:types.${settingType}`);
  if (settingType === 'api-keys') {
    return (
      <SettingsSection subtitle={subtitle}>
        <ApiKeysSettings key={accountId} accountId={accountId} />
      </SettingsSection>
    );
  }
  if (settingType === 'ignore-lists') {
    return (
      <SettingsSection subtitle={subtitle}>
        <IgnoreListSettings key={accountId} accountId={accountId} />
      </SettingsSection>
    );
  }
  return <AreaPlaceholder description={t('settings:notBuilt')} subtitle={subtitle} />;
}
