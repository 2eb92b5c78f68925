import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths, SETTING_TYPES, type SettingType } from '@/config/paths';

/**
 * Every settings page, the current one marked: tabs that scroll on wide screens, a native select on phones
 * (nine tabs would need sideways swiping there). Built from the same list as the navigation search.
 */
export function SettingsNavigation({ accountId, current }: { accountId: string; current: SettingType }) {
  const { t } = useTranslation(['shell']);
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const title = (type: SettingType) => t(`shell:settingsSections.${type}`);

  if (narrow) {
    return (
      <TextField
        select
        size="small"
        fullWidth
        label={t('shell:settingsSections.choose')}
        value={current}
        onChange={(event) => navigate(paths.settings.href(accountId, event.target.value))}
        slotProps={{ select: { native: true } }}
      >
        {SETTING_TYPES.map((type) => (
          <option key={type} value={type}>
            {title(type)}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <Box component="nav" aria-label={t('shell:settingsSections.label')}>
      <Tabs
        value={current}
        aria-label={t('shell:settingsSections.label')}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTING_TYPES.map((type) => (
          <Tab
            key={type}
            value={type}
            label={title(type)}
            component={RouterLink}
            to={paths.settings.href(accountId, type)}
            aria-current={type === current ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
