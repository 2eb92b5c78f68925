import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Applied on submit rather than per keystroke, so typing an address does not fire a call per letter. */
export function RecipientFilter({ onApply }: { onApply: (to: string) => void }) {
  const { t } = useTranslation(['staff']);
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value.trim());
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
    >
      <TextField
        type="search"
        size="small"
        label={t('staff:mailbox.filterLabel')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        sx={{ flex: 1, maxWidth: 420 }}
      />
      <Button type="submit" variant="outlined">
        {t('staff:mailbox.filterSubmit')}
      </Button>
    </Stack>
  );
}
