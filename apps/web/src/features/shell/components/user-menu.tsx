import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountCircleIcon, LogoutIcon, SettingsIcon } from '@/components/layout/icons';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/features/auth';

/** The signed-in user's name as the toolbar shows it. */
export function useUserName(): string {
  const { user } = useSignedInSession();
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

/** The user menu's links: the profile, the account's settings, logout. The phone's overflow menu lists them too. */
export function useUserMenuItems(accountId: string, onClose: () => void) {
  const { t } = useTranslation(['shell']);
  return [
    <MenuItem
      key="profile"
      component={RouterLink}
      to={paths.settings.href(accountId, 'profile')}
      onClick={onClose}
    >
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      {t('shell:layout.profile')}
    </MenuItem>,
    <MenuItem
      key="settings"
      component={RouterLink}
      to={paths.settings.href(accountId, 'company')}
      onClick={onClose}
    >
      <ListItemIcon>
        <SettingsIcon fontSize="small" />
      </ListItemIcon>
      {t('shell:layout.accountSettings')}
    </MenuItem>,
    <MenuItem key="logout" component={RouterLink} to={paths.logout.href()} onClick={onClose}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      {t('shell:nav.logout')}
    </MenuItem>,
  ];
}

/** The user's name, opening a menu with the profile, the account's settings and logout. */
export function UserMenu({ accountId }: { accountId: string }) {
  const name = useUserName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const items = useUserMenuItems(accountId, close);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items}
      </Menu>
    </>
  );
}
