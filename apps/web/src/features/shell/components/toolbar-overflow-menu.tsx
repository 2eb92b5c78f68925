import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DarkModeIcon, LightModeIcon, MoreVertIcon, NotificationsIcon } from '@/components/layout/icons';
import { useLayoutSettings } from '../layout-settings';
import { useLayoutChoice } from '../use-layout-choice';
import { useUserMenuItems } from './user-menu';

/**
 * On a phone the toolbar's right-hand buttons (dark mode, quick panel, the user menu) do not fit beside
 * the menu search: they live in this one menu instead, so the toolbar fits 320 px (WCAG 1.4.10).
 */
export function ToolbarOverflowMenu({
  accountId,
  onOpenQuickPanel,
}: {
  accountId: string;
  onOpenQuickPanel: () => void;
}) {
  const { t } = useTranslation(['shell']);
  const { darkMode } = useLayoutSettings();
  const choose = useLayoutChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const userItems = useUserMenuItems(accountId, close);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell:layout.moreActions')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            choose({ darkMode: !darkMode });
          }}
        >
          <ListItemIcon>
            {darkMode ? <LightModeIcon fontSize="small" /> : <DarkModeIcon fontSize="small" />}
          </ListItemIcon>
          {t(darkMode ? 'shell:layout.darkModeOff' : 'shell:layout.darkModeOn')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onOpenQuickPanel();
          }}
        >
          <ListItemIcon>
            <NotificationsIcon fontSize="small" />
          </ListItemIcon>
          {t('shell:layout.openQuickPanel')}
        </MenuItem>
        <Divider />
        {userItems}
      </Menu>
    </>
  );
}
