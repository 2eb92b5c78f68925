import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MergeTagIcon } from '@/components/builder/icons';
import { ExpandMoreIcon } from '@/components/layout/icons';
import { MERGE_TAG_IDS, type MergeTagId, mergeTagSnippet } from './merge-tags';

/** "Flettefelt": each merge tag by its name, with the Liquid it inserts shown beneath. */
export function MergeTagMenu({
  disabled,
  onInsert,
}: {
  disabled: boolean;
  onInsert: (id: MergeTagId) => void;
}) {
  const { t } = useTranslation(['email-builder']);
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unsubscribe = t('email-builder:mergeTags.unsubscribeText');

  return (
    <>
      <Button
        id={`${id}-button`}
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<MergeTagIcon />}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        // The editor keeps its text selection while the menu is open: the tag goes where the cursor was.
        onMouseDown={(event) => event.preventDefault()}
      >
        {t('email-builder:toolbar.mergeTags')}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button`, dense: true } }}
      >
        {MERGE_TAG_IDS.map((tag) => (
          <MenuItem
            key={tag}
            onClick={() => {
              setAnchor(null);
              onInsert(tag);
            }}
          >
            <ListItemText
              primary={t(`email-builder:mergeTags.items.${tag}`)}
              secondary={mergeTagSnippet(tag, unsubscribe)}
              slotProps={{
                secondary: { sx: { fontFamily: 'monospace', overflowWrap: 'anywhere', maxWidth: '22rem' } },
              }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
