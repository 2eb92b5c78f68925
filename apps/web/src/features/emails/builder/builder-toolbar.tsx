import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  ArrowBackIcon,
  PreviewIcon,
  RedoIcon,
  SaveIcon,
  SendIcon,
  TuneIcon,
  UndoIcon,
} from '@/components/builder/icons';
import { ExpandMoreIcon } from '@/components/layout/icons';
import { paths } from '@/config/paths';
import { MergeTagMenu } from './merge-tag-menu';
import type { MergeTagId } from './merge-tags';

export interface ToolbarActions {
  onNameChange: (name: string) => void;
  onSettings: () => void;
  onMergeTag: (id: MergeTagId) => void;
  onUndo: () => void;
  onRedo: () => void;
  onSaveComponent: () => void;
  onComponents: () => void;
  onFonts: () => void;
  onPreview: () => void;
  onTestSend: () => void;
  onSave: () => void;
}

interface BuilderToolbarProps extends ToolbarActions {
  accountId: string;
  name: string;
  nameError: string | null;
  dirty: boolean;
  saving: boolean;
  ready: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/** The builder's own top bar: back, the template's name, and every action on it, all reachable by keyboard. */
export function BuilderToolbar(props: BuilderToolbarProps) {
  const { t } = useTranslation(['email-builder']);
  const nameId = useId();
  const moreId = useId();
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const closeMore = () => setMoreAnchor(null);
  const fromMore = (action: () => void) => () => {
    closeMore();
    action();
  };

  return (
    <Box
      component="section"
      aria-label={t('email-builder:toolbar.label')}
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
      {/* The route's title, as every screen's h1; the template's name is the field beside it. */}
      <h1 className="bp-visually-hidden">{t('email-builder:title')}</h1>
      <Button
        component={RouterLink}
        to={paths.emailTemplates.href(props.accountId)}
        startIcon={<ArrowBackIcon />}
      >
        {t('email-builder:backToTemplates')}
      </Button>
      <TextField
        id={nameId}
        size="small"
        label={t('email-builder:toolbar.name')}
        value={props.name}
        onChange={(event) => props.onNameChange(event.target.value)}
        error={props.nameError !== null}
        helperText={props.nameError}
        required
        sx={{ flex: '1 1 12rem', minWidth: 0, maxWidth: '24rem' }}
      />
      <Button startIcon={<TuneIcon />} onClick={props.onSettings}>
        {t('email-builder:toolbar.settings')}
      </Button>
      <MergeTagMenu disabled={!props.ready} onInsert={props.onMergeTag} />
      <Box sx={{ display: 'flex' }}>
        <Tooltip title={t('email-builder:toolbar.undo')}>
          <span>
            <IconButton
              aria-label={t('email-builder:toolbar.undo')}
              onClick={props.onUndo}
              disabled={!props.canUndo}
            >
              <UndoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('email-builder:toolbar.redo')}>
          <span>
            <IconButton
              aria-label={t('email-builder:toolbar.redo')}
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
        {t('email-builder:toolbar.more')}
      </Button>
      <Menu
        id={`${moreId}-menu`}
        anchorEl={moreAnchor}
        open={moreAnchor !== null}
        onClose={closeMore}
        slotProps={{ list: { 'aria-labelledby': `${moreId}-button` } }}
      >
        <MenuItem onClick={fromMore(props.onSaveComponent)}>
          {t('email-builder:toolbar.saveComponent')}
        </MenuItem>
        <MenuItem onClick={fromMore(props.onComponents)}>{t('email-builder:toolbar.components')}</MenuItem>
        <MenuItem onClick={fromMore(props.onFonts)}>{t('email-builder:toolbar.fonts')}</MenuItem>
      </Menu>
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ whiteSpace: 'nowrap' }}>
        {props.dirty ? t('email-builder:toolbar.unsaved') : t('email-builder:toolbar.allSaved')}
      </Typography>
      <Button startIcon={<PreviewIcon />} onClick={props.onPreview} disabled={!props.ready}>
        {t('email-builder:toolbar.preview')}
      </Button>
      <Button startIcon={<SendIcon />} onClick={props.onTestSend} disabled={!props.ready}>
        {t('email-builder:toolbar.testSend')}
      </Button>
      <Tooltip title={t('email-builder:toolbar.saveHint')}>
        <span>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={props.onSave}
            disabled={!props.ready || props.saving}
            aria-keyshortcuts="Control+S Meta+S"
          >
            {props.saving ? t('email-builder:toolbar.saving') : t('email-builder:toolbar.save')}
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
