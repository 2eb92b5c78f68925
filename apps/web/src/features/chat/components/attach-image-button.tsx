import { CHAT_IMAGE_TYPES } from '@butikkpanel/contracts';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachIcon } from './icons';

/**
 * A labelled button (in the tab order, unlike the file input it opens) to pick a jpg or png. The picker only
 * suggests those types: the form still checks what comes back, and the server checks the bytes.
 */
export function AttachImageButton({ onPick }: { onPick: (file: File) => void }) {
  const { t } = useTranslation(['chat']);
  const input = useRef<HTMLInputElement>(null);
  const label = t('chat:form.attachImage');
  return (
    <>
      <Tooltip title={t('chat:form.attachImageHint')}>
        <IconButton aria-label={label} onClick={() => input.current?.click()}>
          <AttachIcon />
        </IconButton>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept={CHAT_IMAGE_TYPES.join(',')}
        aria-label={label}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so picking the same file again (after an error) is a change too.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
