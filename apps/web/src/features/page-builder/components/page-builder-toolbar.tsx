import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ArrowBackIcon } from '@/components/builder/icons';
import {
  BuilderToolbarBar,
  MoreMenu,
  SaveButton,
  SaveStatus,
  UndoRedoButtons,
} from '@/components/builder/toolbar-parts';
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
  const { t } = useTranslation(['page-builder', 'builder']);

  return (
    <BuilderToolbarBar label={t('page-builder:toolbar.label')}>
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
      <UndoRedoButtons
        canUndo={props.canUndo}
        canRedo={props.canRedo}
        onUndo={props.onUndo}
        onRedo={props.onRedo}
      />
      <MoreMenu
        disabled={!props.ready}
        items={[
          { label: t('page-builder:toolbar.addField'), onClick: props.onAddField },
          { label: t('page-builder:toolbar.files'), onClick: props.onFiles },
          { label: t('builder:toolbar.saveComponent'), onClick: props.onSaveComponent },
          { label: t('builder:toolbar.components'), onClick: props.onComponents },
        ]}
      />
      <Box sx={{ flexGrow: 1 }} />
      <SaveStatus dirty={props.dirty} />
      {props.afterStatus}
      <SaveButton disabled={!props.ready} saving={props.saving} onSave={props.onSave} />
    </BuilderToolbarBar>
  );
}
