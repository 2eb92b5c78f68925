import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { AreaPlaceholder } from '@/components/layout/area-placeholder';
import { paths, SETTING_TYPES, type SettingType } from '@/config/paths';
import { BillingSettings } from './billing-settings';
import { ChatSettings } from './chat-settings';
import { CompanySettings } from './company-settings';
import { EmailSenderSettings } from './email-sender-settings';
import { IgnoreListSettings } from './ignore-list-settings';
import { PrivacySettings } from './privacy-settings';
import { ProfileSettings } from './profile-settings';
import { SettingsNavigation } from './settings-navigation';
import { SettingsSection } from './settings-section';
import { ShopDataSettings } from './shop-data-settings';
import { ShopPlatformSettings } from './shop-platform-settings';
import { UsersSettings } from './users-settings';

const isSettingType = (value: string): value is SettingType =>
  (SETTING_TYPES as readonly string[]).includes(value);

/** A setting type's screen; `null` while its work has not landed (the page then says so honestly). */
export type SettingsScreen = ComponentType<{ accountId: string }>;

const SCREENS: Record<SettingType, SettingsScreen | null> = {
  profile: ProfileSettings,
  chat: ChatSettings,
  company: CompanySettings,
  'email-sender': EmailSenderSettings,
  privacy: PrivacySettings,
  'api-keys': ShopDataSettings,
  'shop-platform': ShopPlatformSettings,
  users: UsersSettings,
  billing: BillingSettings,
  'ignore-lists': IgnoreListSettings,
};

/** /settings/{setting_type}: one screen per setting type of spec section 2. */
export function SettingsPage() {
  const { t } = useTranslation(['settings', 'shell']);
  const { settingType = '', accountId = '' } = useParams();
  if (!isSettingType(settingType)) return <Navigate to={paths.notFound.href()} replace />;
  const subtitle = t(`shell:settingsSections.${settingType}`);
  const navigation = <SettingsNavigation accountId={accountId} current={settingType} />;
  const Screen = SCREENS[settingType];
  if (!Screen) return <AreaPlaceholder description={t('settings:notBuilt')} subtitle={subtitle} />;
  return (
    <SettingsSection subtitle={subtitle} navigation={navigation}>
      <Screen key={accountId} accountId={accountId} />
    </SettingsSection>
  );
}
