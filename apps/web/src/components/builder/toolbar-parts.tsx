import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '@/components/layout/icons';
import './builder-texts';
import { RedoIcon, SaveIcon, UndoIcon } from './icons';

/** The builders' top bar: one row that wraps, labelled, every action in it reachable by keyboard. */
export function BuilderToolbarBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}

/** Undo and redo, named for screen readers (the icons say nothing by themselves). */
export function UndoRedoButtons(props: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const { t } = useTranslation(['builder']);
  const button = (name: string, icon: ReactNode, onClick: () => void, enabled: boolean) => (
    <Tooltip title={name}>
      <span>
        <IconButton aria-label={name} onClick={onClick} disabled={!enabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex' }}>
      {button(t('builder:toolbar.undo'), <UndoIcon />, props.onUndo, props.canUndo)}
      {button(t('builder:toolbar.redo'), <RedoIcon />, props.onRedo, props.canRedo)}
    </Box>
  );
}

/** "Mer": the builder's less used actions in a menu; a choice closes it first. */
export function MoreMenu({
  disabled,
  items,
}: {
  disabled: boolean;
  items: ReadonlyArray<{ label: string; onClick: () => void }>;
}) {
  const { t } = useTranslation(['builder']);
  const moreId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${moreId}-button`}
        aria-controls={anchor ? `${moreId}-menu` : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
      >
        {t('builder:toolbar.more')}
      </Button>
      <Menu
        id={`${moreId}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${moreId}-button` } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setAnchor(null);
              item.onClick();
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Whether everything is saved, said to screen readers as it changes. */
export function SaveStatus({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation(['builder']);
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ whiteSpace: 'nowrap' }}>
      {dirty ? t('builder:toolbar.unsaved') : t('builder:toolbar.allSaved')}
    </Typography>
  );
}

/** Save, with its shortcut (Ctrl+S or Cmd+S) told by tooltip and to assistive technology. */
export function SaveButton({
  disabled,
  saving,
  onSave,
}: {
  disabled: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation(['builder']);
  return (
    <Tooltip title={t('builder:toolbar.saveHint')}>
      <span>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          onClick={onSave}
          disabled={disabled || saving}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {saving ? t('builder:toolbar.saving') : t('builder:toolbar.save')}
        </Button>
      </span>
    </Tooltip>
  );
}
