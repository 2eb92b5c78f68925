import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { ArrowBackIcon, RedoIcon, SaveIcon, UndoIcon } from './icons';

interface BuilderToolbarProps {
  accountId: string;
  name: string;
  nameError: string | null;
  active: boolean;
  dirty: boolean;
  saving: boolean;
  switching: boolean;
  problemCount: number;
  canUndo: boolean;
  canRedo: boolean;
  onName: (name: string) => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onDryRun: () => void;
  onActive: (active: boolean) => void;
}

/** The builder's top bar: back, the flow's name, undo and redo, problems, saved state, save and activation. */
export function BuilderToolbar(props: BuilderToolbarProps) {
  const { t } = useTranslation(['flows']);
  const blockedId = useId();
  const blocked = !props.active && props.problemCount > 0;
  return (
    <Box
      component="section"
      aria-label={t('flows:builder.toolbarLabel')}
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
      {/* The route's title, as every screen's h1; the flow's name is the field beside it. */}
      <h1 className="bp-visually-hidden">{t('flows:builder.title')}</h1>
      <Button component={RouterLink} to={paths.flows.href(props.accountId)} startIcon={<ArrowBackIcon />}>
        {t('flows:builder.back')}
      </Button>
      <TextField
        size="small"
        label={t('flows:builder.name')}
        value={props.name}
        onChange={(event) => props.onName(event.target.value)}
        error={props.nameError !== null}
        helperText={props.nameError}
        required
        sx={{ flex: '1 1 12rem', minWidth: 0, maxWidth: '24rem' }}
      />
      <Box sx={{ display: 'flex' }}>
        <Tooltip title={t('flows:builder.undo')}>
          <span>
            <IconButton
              aria-label={t('flows:builder.undo')}
              aria-keyshortcuts="Control+Z"
              onClick={props.onUndo}
              disabled={!props.canUndo}
            >
              <UndoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('flows:builder.redo')}>
          <span>
            <IconButton
              aria-label={t('flows:builder.redo')}
              aria-keyshortcuts="Control+Shift+Z"
              onClick={props.onRedo}
              disabled={!props.canRedo}
            >
              <RedoIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Chip
        size="small"
        color={props.problemCount > 0 ? 'error' : 'success'}
        variant="outlined"
        label={t('flows:builder.problems', { count: props.problemCount })}
      />
      <Chip
        size="small"
        color={props.active ? 'success' : 'default'}
        label={props.active ? t('flows:builder.active') : t('flows:builder.inactive')}
      />
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ whiteSpace: 'nowrap' }}>
        {props.dirty ? t('flows:builder.unsaved') : t('flows:builder.allSaved')}
      </Typography>
      <Button variant="outlined" onClick={props.onDryRun} aria-haspopup="dialog">
        {t('flows:builder.dryRun')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<SaveIcon />}
        onClick={props.onSave}
        disabled={props.saving}
        aria-keyshortcuts="Control+S"
      >
        {props.saving ? t('flows:builder.saving') : t('flows:builder.save')}
      </Button>
      {props.active ? (
        <Button
          variant="outlined"
          color="warning"
          onClick={() => props.onActive(false)}
          disabled={props.switching}
        >
          {t('flows:builder.deactivate')}
        </Button>
      ) : (
        <>
          {/* Focusable while disabled would need a wrapper; the reason is spelled out beside it instead. */}
          <Button
            variant="contained"
            onClick={() => props.onActive(true)}
            disabled={blocked || props.switching || props.saving}
            aria-describedby={blocked ? blockedId : undefined}
          >
            {t('flows:builder.activate')}
          </Button>
          {blocked && (
            <Typography
              id={blockedId}
              variant="body2"
              color="error"
              sx={{ flexBasis: { xs: '100%', md: 'auto' } }}
            >
              {t('flows:builder.activateBlocked')}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
