import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AccountCircleIcon, LogoutIcon } from '@/components/layout/icons';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/features/auth';

/** The user's name, opening a menu with the profile settings and logout. */
export function UserMenu({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['shell']);
  const { user } = useSignedInSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={paths.settings.href(accountId, 'profile')} onClick={close}>
          <ListItemIcon>
            <AccountCircleIcon fontSize="small" />
          </ListItemIcon>
          {t('shell:layout.profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.logout.href()} onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('shell:nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
