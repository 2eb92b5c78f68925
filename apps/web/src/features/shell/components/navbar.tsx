import { LIMITS } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '../layout-settings';
import { useAccountNavigation } from '../navigation/use-account-navigation';
import { NavigationList } from './navigation-list';
import { useHoverOpen } from './use-hover-open';

interface NavbarProps {
  accountId: string;
  /** Small screens: a temporary drawer the menu button opens. */
  small: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** The navbar: left or right, foldable to icons (280 px / 64 px), a drawer on small screens. */
export function Navbar({ accountId, small, mobileOpen, onMobileClose }: NavbarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { navbarSide, navbarFolded } = useLayoutSettings();
  const entries = useAccountNavigation();
  const hover = useHoverOpen();
  const folded = !small && navbarFolded && !hover.open;
  const width = folded ? LIMITS.navbarFoldedWidthPx : LIMITS.navbarWidthPx;

  const content = (
    <>
      <Toolbar sx={{ px: folded ? 1 : 2 }}>
        <Typography variant="h6" component="p" noWrap>
          {folded ? 'B' : t('common:appName')}
        </Typography>
      </Toolbar>
      <NavigationList
        entries={entries}
        accountId={accountId}
        folded={folded}
        onNavigate={small ? onMobileClose : undefined}
      />
    </>
  );

  if (small) {
    return (
      <Drawer
        variant="temporary"
        anchor={navbarSide}
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{ paper: { sx: { width } } }}
      >
        <Box component="nav" aria-label={t('shell:navigation.label')}>
          {content}
        </Box>
      </Drawer>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={t('shell:navigation.label')}
      data-folded={navbarFolded ? 'true' : 'false'}
      sx={{
        width: navbarFolded ? LIMITS.navbarFoldedWidthPx : LIMITS.navbarWidthPx,
        flexShrink: 0,
        order: navbarSide === 'right' ? 2 : 0,
      }}
      {...(navbarFolded ? hover.handlers : {})}
    >
      <Drawer
        variant="permanent"
        anchor={navbarSide}
        slotProps={{
          paper: {
            sx: {
              width,
              overflowX: 'hidden',
              transition: (theme) => theme.transitions.create('width'),
              // Opened by hover over a folded bar, it lies above the page instead of pushing it.
              zIndex: (theme) => (hover.open ? theme.zIndex.drawer + 2 : theme.zIndex.drawer),
            },
          },
        }}
      >
        {content}
      </Drawer>
    </Box>
  );
}
