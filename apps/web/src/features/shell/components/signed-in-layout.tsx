import { LIMITS } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LayoutFooter } from '@/components/layout/layout-footer';
import { QuickPanel } from '@/components/layout/quick-panel';
import { AccountNotices, AccountSwitcher, NotificationQuestionBar, SessionDialogs } from '@/features/account';
import { ChatConnection } from '@/features/chat';
import { useLayoutSettings } from '../layout-settings';
import { useLayoutChoice } from '../use-layout-choice';
import { useRestoreLayoutFromUserData } from '../use-restore-layout';
import { AppToolbar } from './app-toolbar';
import { Navbar } from './navbar';
import { RouteAccessOutlet } from './route-access';
import { useUnreadTabTitle } from './use-unread-tab-title';

const MAIN_ID = 'main-content';

/** The signed-in account layout: navbar, toolbar, boxed content, footer and the quick panel. */
export function SignedInLayout() {
  const { t } = useTranslation(['shell']);
  const { accountId = '' } = useParams();
  const small = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const { navbarSide } = useLayoutSettings();
  const choose = useLayoutChoice();
  useRestoreLayoutFromUserData();
  useUnreadTabTitle();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [quickPanelOpen, setQuickPanelOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 'tooltip',
          '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' },
        }}
      >
        {t('shell:layout.skipToContent')}
      </Link>
      <Navbar
        accountId={accountId}
        small={small}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', order: 1 }}>
        <AppToolbar
          accountId={accountId}
          small={small}
          onOpenMobileNavigation={() => setMobileOpen(true)}
          onOpenQuickPanel={() => setQuickPanelOpen(true)}
          accountSwitcher={<AccountSwitcher />}
        />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            width: '100%',
            maxWidth: LIMITS.boxedLayoutMaxWidthPx,
            mx: 'auto',
            p: { xs: 2, md: 3 },
          }}
        >
          <NotificationQuestionBar />
          <AccountNotices />
          <RouteAccessOutlet />
        </Box>
        <LayoutFooter />
      </Box>
      <QuickPanel
        open={quickPanelOpen}
        onClose={() => setQuickPanelOpen(false)}
        navbarRight={navbarSide === 'right'}
        onNavbarRightChange={(right) => choose({ navbarSide: right ? 'right' : 'left' })}
      />
      <SessionDialogs />
      <ChatConnection />
    </Box>
  );
}
