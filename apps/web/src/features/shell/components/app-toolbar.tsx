import { isPlatformStaff } from '@butikkpanel/contracts';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DarkModeIcon, LightModeIcon, MenuIcon, NotificationsIcon } from '@/components/layout/icons';
import { useSignedInSession } from '@/features/auth';
import { OperatorStatusToggle } from '@/features/chat';
import { useLayoutSettings } from '../layout-settings';
import { useLayoutChoice } from '../use-layout-choice';
import { CurrentPageStar } from './current-page-star';
import { NavigationSearch } from './navigation-search';
import { ShortcutsBar } from './shortcuts-bar';
import { UserMenu } from './user-menu';

interface AppToolbarProps {
  accountId: string;
  small: boolean;
  onOpenMobileNavigation: () => void;
  onOpenQuickPanel: () => void;
  /** The account switcher, for platform staff and partners only. */
  accountSwitcher?: ReactNode;
}

export function AppToolbar({
  accountId,
  small,
  onOpenMobileNavigation,
  onOpenQuickPanel,
  accountSwitcher,
}: AppToolbarProps) {
  const { t } = useTranslation(['shell']);
  const { user } = useSignedInSession();
  const { darkMode, navbarFolded } = useLayoutSettings();
  const choose = useLayoutChoice();
  const menuLabel = small
    ? t('shell:layout.openNavigation')
    : t(navbarFolded ? 'shell:layout.unfoldNavigation' : 'shell:layout.foldNavigation');
  const darkLabel = t(darkMode ? 'shell:layout.darkModeOff' : 'shell:layout.darkModeOn');

  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={menuLabel}
          onClick={small ? onOpenMobileNavigation : () => choose({ navbarFolded: !navbarFolded })}
        >
          <MenuIcon />
        </IconButton>
        <NavigationSearch accountId={accountId} />
        <CurrentPageStar />
        {!small && <ShortcutsBar accountId={accountId} />}
        <Box sx={{ flexGrow: 1 }} />
        {isPlatformStaff(user.role) && accountSwitcher}
        <OperatorStatusToggle />
        <Tooltip title={darkLabel}>
          <IconButton color="inherit" aria-label={darkLabel} onClick={() => choose({ darkMode: !darkMode })}>
            {darkMode ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('shell:layout.openQuickPanel')}>
          <IconButton
            color="inherit"
            aria-label={t('shell:layout.openQuickPanel')}
            onClick={onOpenQuickPanel}
          >
            <NotificationsIcon />
          </IconButton>
        </Tooltip>
        <UserMenu accountId={accountId} />
      </Toolbar>
    </AppBar>
  );
}
