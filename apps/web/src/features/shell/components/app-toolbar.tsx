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
import { ToolbarOverflowMenu } from './toolbar-overflow-menu';
import { UserMenu } from './user-menu';

interface AppToolbarProps {
  accountId: string;
  small: boolean;
  onOpenMobileNavigation: () => void;
  onOpenQuickPanel: () => void;
  /** The account switcher, for platform staff and partners only. */
  accountSwitcher?: ReactNode;
}

/**
 * Wide screens: everything on one row. Small screens: menu, search, star and an overflow menu on the
 * first row; the account switcher and the chat status wrap onto a row of their own.
 */
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
  const statusAndAccount = (
    <>
      {isPlatformStaff(user.role) && accountSwitcher}
      <OperatorStatusToggle />
    </>
  );

  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1, flexWrap: small ? 'wrap' : 'nowrap', px: { xs: 1, sm: 2 } }}>
        <Tooltip title={menuLabel}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={menuLabel}
            onClick={small ? onOpenMobileNavigation : () => choose({ navbarFolded: !navbarFolded })}
            sx={{ ml: 0 }}
          >
            <MenuIcon />
          </IconButton>
        </Tooltip>
        <NavigationSearch accountId={accountId} />
        <CurrentPageStar />
        {small ? (
          <>
            <ToolbarOverflowMenu accountId={accountId} onOpenQuickPanel={onOpenQuickPanel} />
            <Box
              sx={{
                width: '100%',
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                pb: 1,
                '&:empty': { display: 'none' },
              }}
            >
              {statusAndAccount}
            </Box>
          </>
        ) : (
          <>
            <ShortcutsBar accountId={accountId} />
            <Box sx={{ flexGrow: 1 }} />
            {statusAndAccount}
            <Tooltip title={darkLabel}>
              <IconButton
                color="inherit"
                aria-label={darkLabel}
                onClick={() => choose({ darkMode: !darkMode })}
              >
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
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
