import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ArrowBackIcon, RedoIcon, SaveIcon, UndoIcon } from '@/components/builder/icons';
import { ExpandMoreIcon } from '@/components/layout/icons';
import { PREVIEW_DEVICES, type PreviewDevice } from '../editor/use-html-editor';

export interface PageBuilderToolbarProps {
  title: string;
  name: string;
  backHref: string;
  backLabel: string;
  /** Beside the name: the variant picker of a popup. */
  beforeActions?: ReactNode;
  /** Before Save: the content builder's Publish. */
  afterStatus?: ReactNode;
  device: PreviewDevice;
  dirty: boolean;
  saving: boolean;
  ready: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onDevice: (device: PreviewDevice) => void;
  onUndo: () => void;
  onRedo: () => void;
  onAddField: () => void;
  onFiles: () => void;
  onSaveComponent: () => void;
  onComponents: () => void;
  onSave: () => void;
}

/** The page builder's top bar: back, the design's name, previews, and every action, all by keyboard. */
export function PageBuilderToolbar(props: PageBuilderToolbarProps) {
  const { t } = useTranslation(['page-builder']);
  const moreId = useId();
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const fromMore = (action: () => void) => () => {
    setMoreAnchor(null);
    action();
  };

  return (
    <Box
      component="section"
      aria-label={t('page-builder:toolbar.label')}
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
      <h1 className="bp-visually-hidden">{props.title}</h1>
      <Button component={RouterLink} to={props.backHref} startIcon={<ArrowBackIcon />}>
        {props.backLabel}
      </Button>
      <Typography
        component="p"
        variant="subtitle1"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {props.name}
      </Typography>
      {props.beforeActions}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.device}
        onChange={(_, value: PreviewDevice | null) => value && props.onDevice(value)}
        aria-label={t('page-builder:toolbar.device')}
        disabled={!props.ready}
      >
        {PREVIEW_DEVICES.map((device) => (
          <ToggleButton key={device.id} value={device.id}>
            {t(`page-builder:toolbar.devices.${device.id}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex' }}>
        <Tooltip title={t('page-builder:toolbar.undo')}>
          <span>
            <IconButton
              aria-label={t('page-builder:toolbar.undo')}
              onClick={props.onUndo}
              disabled={!props.canUndo}
            >
              <UndoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('page-builder:toolbar.redo')}>
          <span>
            <IconButton
              aria-label={t('page-builder:toolbar.redo')}
              onClick={props.onRedo}
              disabled={!props.canRedo}
            >
              <RedoIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Button
        id={`${moreId}-button`}
        aria-controls={moreAnchor ? `${moreId}-menu` : undefined}
        aria-haspopup="menu"
        aria-expanded={moreAnchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setMoreAnchor(event.currentTarget)}
        disabled={!props.ready}
      >
        {t('page-builder:toolbar.more')}
      </Button>
      <Menu
        id={`${moreId}-menu`}
        anchorEl={moreAnchor}
        open={moreAnchor !== null}
        onClose={() => setMoreAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${moreId}-button` } }}
      >
        <MenuItem onClick={fromMore(props.onAddField)}>{t('page-builder:toolbar.addField')}</MenuItem>
        <MenuItem onClick={fromMore(props.onFiles)}>{t('page-builder:toolbar.files')}</MenuItem>
        <MenuItem onClick={fromMore(props.onSaveComponent)}>
          {t('page-builder:toolbar.saveComponent')}
        </MenuItem>
        <MenuItem onClick={fromMore(props.onComponents)}>{t('page-builder:toolbar.components')}</MenuItem>
      </Menu>
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ whiteSpace: 'nowrap' }}>
        {props.dirty ? t('page-builder:toolbar.unsaved') : t('page-builder:toolbar.allSaved')}
      </Typography>
      {props.afterStatus}
      <Tooltip title={t('page-builder:toolbar.saveHint')}>
        <span>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={props.onSave}
            disabled={!props.ready || props.saving}
            aria-keyshortcuts="Control+S Meta+S"
          >
            {props.saving ? t('page-builder:toolbar.saving') : t('page-builder:toolbar.save')}
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
