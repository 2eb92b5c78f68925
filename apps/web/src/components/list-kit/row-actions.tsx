import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MoreVertIcon } from '@/components/layout/icons';

/** One thing to do with a row: a link (href) or an action (onSelect). */
export interface RowAction {
  label: string;
  /** The button's accessible name where the label alone does not say which row ("Slett «Velkommen»"). */
  namedLabel?: string;
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
  /** Deleting: shown in red, and in a menu after a line. */
  danger?: boolean;
  /** The row's main way in, drawn outlined among the text buttons. */
  primary?: boolean;
}

/** Actions to show; `false` leaves one out (`published && {...}`), so a list reads like the row's rules. */
export type RowActionList = readonly (RowAction | false | null | undefined)[];
const shown = (actions: RowActionList): RowAction[] =>
  actions.filter((action): action is RowAction => Boolean(action));

/** A row's actions as small buttons side by side, each named for the row; they wrap on a phone's card. */
export function RowButtons({ actions }: { actions: RowActionList }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {shown(actions).map((action) => {
        const common = {
          size: 'small' as const,
          disabled: action.disabled,
          color: action.danger ? ('error' as const) : undefined,
          variant: action.primary ? ('outlined' as const) : undefined,
          'aria-label': action.namedLabel,
        };
        return action.href ? (
          <Button key={action.label} {...common} component={RouterLink} to={action.href}>
            {action.label}
          </Button>
        ) : (
          <Button key={action.label} {...common} onClick={action.onSelect}>
            {action.label}
          </Button>
        );
      })}
    </Stack>
  );
}

/**
 * A row's actions in one menu, "Flere handlinger for «name»", for rows with more to do than fits beside the
 * figures. The menu is MUI's: Enter or Space opens it, arrows move, Escape closes and gives focus back to the
 * button. Dangerous actions come last, after a line.
 */
export function RowMenu({ name, actions }: { name: string; actions: RowActionList }) {
  const { t } = useTranslation(['common']);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const all = shown(actions);
  const items = [...all.filter((action) => !action.danger), ...all.filter((action) => action.danger)];
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center', justifyContent: 'flex-end' }}
    >
      <IconButton
        size="small"
        aria-label={t('common:listKit.moreNamed', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.flatMap((action, index) => {
          // MUI's menu takes its items as direct children (no fragments), so the line is one of them.
          const line: ReactElement[] =
            action.danger && index > 0 && !items[index - 1]?.danger ? [<Divider key="danger-line" />] : [];
          const item = action.href ? (
            <MenuItem
              key={action.label}
              component={RouterLink}
              to={action.href}
              disabled={action.disabled}
              onClick={close}
            >
              {action.label}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              disabled={action.disabled}
              sx={action.danger ? { color: 'error.main' } : undefined}
              onClick={() => {
                close();
                action.onSelect?.();
              }}
            >
              {action.label}
            </MenuItem>
          );
          return [...line, item];
        })}
      </Menu>
    </Stack>
  );
}
