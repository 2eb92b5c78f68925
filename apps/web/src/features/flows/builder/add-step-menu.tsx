import { FLOW_STEP_TYPES, type FlowStepType } from '@butikkpanel/contracts';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddIcon } from './icons';

/** A button that opens the six step kinds; the ones whose area is not built yet say so and cannot be chosen. */
export function AddStepMenu({
  label,
  accessibleLabel,
  onAdd,
  size = 'small',
  variant = 'text',
}: {
  label: string;
  accessibleLabel?: string;
  onAdd: (type: FlowStepType) => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation(['flows']);
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        size={size}
        variant={variant}
        startIcon={<AddIcon />}
        aria-label={accessibleLabel}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // The canvas must not treat the click as the start of a drag or a node selection.
        className="nodrag nopan"
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('flows:addMenu.label') } }}
      >
        {FLOW_STEP_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            {t(`flows:steps.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
