import { SEARCH_SETTING_TYPES, type SearchSettingType } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { useSearchSettings } from '../api/search-settings';
import { SearchScreenLayout } from './search-screen-layout';
import { SearchSettingsBoosts } from './search-settings-boosts';
import { SearchSettingsDetails } from './search-settings-details';
import { SearchSettingsFields } from './search-settings-fields';
import { SearchTestBox } from './search-test-box';

const isSettingType = (value: string): value is SearchSettingType =>
  (SEARCH_SETTING_TYPES as readonly string[]).includes(value);

/** search/settings/{setting_type}: one tab per setting type, each saved on its own; unknown types open details. */
export function SearchSettingsScreen() {
  const { t } = useTranslation(['search-config']);
  const { accountId = '', settingType = '' } = useParams();
  const settings = useSearchSettings(accountId);
  if (!isSettingType(settingType))
    return <Navigate to={paths.searchSettings.href(accountId, 'details')} replace />;
  const saved = settings.data;
  return (
    <SearchScreenLayout subtitle={t(`search-config:settings.tabs.${settingType}`)} aside={<SearchTestBox />}>
      <Stack spacing={2}>
        <Tabs
          value={settingType}
          aria-label={t('search-config:settings.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {SEARCH_SETTING_TYPES.map((type) => (
            <Tab
              key={type}
              value={type}
              label={t(`search-config:settings.tabs.${type}`)}
              component={RouterLink}
              to={paths.searchSettings.href(accountId, type)}
            />
          ))}
        </Tabs>
        <FormErrorAlert error={settings.error} />
        {settings.isPending && <CircularProgress aria-label={t('search-config:loading')} />}
        {saved && settingType === 'details' && (
          <SearchSettingsDetails accountId={accountId} saved={saved.details} />
        )}
        {saved && settingType === 'fields' && (
          <SearchSettingsFields accountId={accountId} saved={saved.fields} />
        )}
        {saved && settingType === 'boosts' && (
          <SearchSettingsBoosts accountId={accountId} saved={saved.boosts} />
        )}
      </Stack>
    </SearchScreenLayout>
  );
}
