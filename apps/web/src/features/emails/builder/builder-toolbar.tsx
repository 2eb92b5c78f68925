import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ArrowBackIcon, PreviewIcon, SendIcon, TuneIcon } from '@/components/builder/icons';
import {
  BuilderToolbarBar,
  MoreMenu,
  SaveButton,
  SaveStatus,
  UndoRedoButtons,
} from '@/components/builder/toolbar-parts';
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
  const { t } = useTranslation(['email-builder', 'builder']);
  const nameId = useId();

  return (
    <BuilderToolbarBar label={t('email-builder:toolbar.label')}>
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
      <UndoRedoButtons
        canUndo={props.canUndo}
        canRedo={props.canRedo}
        onUndo={props.onUndo}
        onRedo={props.onRedo}
      />
      <MoreMenu
        disabled={!props.ready}
        items={[
          { label: t('builder:toolbar.saveComponent'), onClick: props.onSaveComponent },
          { label: t('builder:toolbar.components'), onClick: props.onComponents },
          { label: t('email-builder:toolbar.fonts'), onClick: props.onFonts },
        ]}
      />
      <Box sx={{ flexGrow: 1 }} />
      <SaveStatus dirty={props.dirty} />
      <Button startIcon={<PreviewIcon />} onClick={props.onPreview} disabled={!props.ready}>
        {t('email-builder:toolbar.preview')}
      </Button>
      <Button startIcon={<SendIcon />} onClick={props.onTestSend} disabled={!props.ready}>
        {t('email-builder:toolbar.testSend')}
      </Button>
      <SaveButton disabled={!props.ready} saving={props.saving} onSave={props.onSave} />
    </BuilderToolbarBar>
  );
}
