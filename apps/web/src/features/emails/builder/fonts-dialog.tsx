import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon } from '@/components/builder/icons';
import { useNotify } from '@/components/builder/use-notify';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useAddFont, useBuilderFonts, useDeleteFont } from './api';

/** The builder's fonts: the defaults (kept), the account's own (removable), and a form to add one. */
export function FontsDialog({
  accountId,
  open,
  onClose,
}: {
  accountId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['email-builder']);
  const notify = useNotify();
  const titleId = useId();
  const listId = useId();
  const fonts = useBuilderFonts(accountId);
  const remove = useDeleteFont(accountId);

  const removeOne = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      notify(t('email-builder:fonts.removed'));
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('email-builder:fonts.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('email-builder:fonts.intro')}</DialogContentText>
        {fonts.isError && <FormErrorAlert error={fonts.error} />}
        <Typography id={listId} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('email-builder:fonts.listLabel')}
        </Typography>
        <List dense aria-labelledby={listId}>
          {(fonts.data ?? []).map((font) => (
            <ListItem
              key={font.id}
              secondaryAction={
                font.is_default ? (
                  <Chip size="small" label={t('email-builder:fonts.default')} />
                ) : (
                  <IconButton
                    edge="end"
                    aria-label={t('email-builder:fonts.remove', { name: font.name })}
                    onClick={() => removeOne(font.id)}
                    disabled={remove.isPending}
                  >
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={font.name}
                secondary={font.css_url}
                slotProps={{
                  primary: { sx: { fontFamily: font.stack } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          ))}
        </List>
        <FormErrorAlert error={remove.error} />
        <AddFontForm accountId={accountId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('email-builder:fonts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function AddFontForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['email-builder']);
  const notify = useNotify();
  const headingId = useId();
  const add = useAddFont(accountId);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const fields = add.error instanceof ApiRequestError ? add.error.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ name, css_url: url });
      setName('');
      setUrl('');
      notify(t('email-builder:fonts.added'));
    } catch {
      // The server's messages show under the fields.
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('email-builder:fonts.addTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          size="small"
          label={t('email-builder:fonts.name')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(fields.name)}
          helperText={fields.name}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          fullWidth
        />
        <TextField
          size="small"
          type="url"
          label={t('email-builder:fonts.url')}
          required
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(fields.css_url)}
          helperText={fields.css_url ?? t('email-builder:fonts.urlHelp')}
          placeholder="https://fonts.googleapis.com/css2?family=Lato"
          fullWidth
        />
        {!fields.name && !fields.css_url && <FormErrorAlert error={add.error} />}
        <div>
          <Button type="submit" variant="outlined" disabled={add.isPending}>
            {t('email-builder:fonts.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
