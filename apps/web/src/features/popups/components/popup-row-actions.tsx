import type { PopupAnswer } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MoreVertIcon } from '@/components/layout/icons';
import { variantBuilderHref } from './popup-variants-dialog';

interface PopupRowActionsProps {
  accountId: string;
  popup: PopupAnswer;
  live: boolean;
  toggling: boolean;
  duplicating: boolean;
  onToggle: () => void;
  onSettings: () => void;
  onRules: () => void;
  onVariants: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/**
 * A popup's actions: into the builder and on or off at hand, the rest in a menu named for the popup, so the
 * row stays a row beside seven columns of figures (and a card on a phone stays short).
 */
export function PopupRowActions(props: PopupRowActionsProps) {
  const { t } = useTranslation(['popups']);
  const { popup } = props;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const item = (
    label: string,
    action: () => void,
    options: { disabled?: boolean; danger?: boolean } = {},
  ) => (
    <MenuItem
      disabled={options.disabled}
      sx={options.danger ? { color: 'error.main' } : undefined}
      onClick={() => {
        close();
        action();
      }}
    >
      {label}
    </MenuItem>
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', maxWidth: { sm: 190 } }}>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={variantBuilderHref(props.accountId, popup.id, popup.variants[0]?.id)}
        aria-label={t('popups:list.editDesignNamed', { name: popup.name })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('popups:list.editDesign')}
      </Button>
      <IconButton
        size="small"
        aria-label={t('popups:list.moreNamed', { name: popup.name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Button
        size="small"
        disabled={props.toggling}
        aria-label={t(props.live ? 'popups:list.pauseNamed' : 'popups:list.activateNamed', {
          name: popup.name,
        })}
        onClick={props.onToggle}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t(props.live ? 'popups:list.pause' : 'popups:list.activate')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {item(t('popups:list.settings'), props.onSettings)}
        {item(t('popups:list.rules'), props.onRules)}
        {item(t('popups:list.variants'), props.onVariants)}
        {item(t('popups:list.duplicate'), props.onDuplicate, { disabled: props.duplicating })}
        <Divider />
        {item(t('popups:list.delete'), props.onDelete, { danger: true })}
      </Menu>
    </Stack>
  );
}
