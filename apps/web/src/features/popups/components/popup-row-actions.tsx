import type { PopupAnswer } from '@butikkpanel/contracts';
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
 * A popup's actions in one menu named for the popup (the name itself links to the builder too): design,
 * settings, rules, variants, on or off, duplicate, delete. The row fits beside seven columns of figures at
 * 1400 px, and a card on a phone stays short.
 */
export function PopupRowActions(props: PopupRowActionsProps) {
  const { t } = useTranslation(['popups']);
  const { popup } = props;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const builderHref = variantBuilderHref(props.accountId, popup.id, popup.variants[0]?.id);
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
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center', justifyContent: 'flex-end' }}
    >
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
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={builderHref} onClick={close}>
          {t('popups:list.editDesign')}
        </MenuItem>
        {item(t('popups:list.settings'), props.onSettings)}
        {item(t('popups:list.rules'), props.onRules)}
        {item(t('popups:list.variants'), props.onVariants)}
        {item(t(props.live ? 'popups:list.pause' : 'popups:list.activate'), props.onToggle, {
          disabled: props.toggling,
        })}
        {item(t('popups:list.duplicate'), props.onDuplicate, { disabled: props.duplicating })}
        <Divider />
        {item(t('popups:list.delete'), props.onDelete, { danger: true })}
      </Menu>
    </Stack>
  );
}
