import type { CannedResponse } from '@butikkpanel/contracts';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CannedIcon } from './icons';

/** The account's canned responses; choosing one puts its text into the message field. */
export function CannedResponsesMenu({
  templates,
  onChoose,
}: {
  templates: readonly CannedResponse[];
  onChoose: (template: CannedResponse) => void;
}) {
  const { t } = useTranslation(['chat']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = t('chat:form.cannedResponses');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <CannedIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {templates.length === 0 && <MenuItem disabled>{t('chat:form.noCannedResponses')}</MenuItem>}
        {templates.map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              setAnchor(null);
              onChoose(template);
            }}
          >
            <ListItemText
              primary={template.title}
              secondary={template.text}
              slotProps={{ secondary: { noWrap: true, sx: { maxWidth: 320 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
