import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscountSourceField } from '../components/discount-source-field';
import type { TemplateSettings } from './template-settings';

interface SettingsDialogProps {
  accountId: string;
  open: boolean;
  settings: TemplateSettings;
  canChangeTransactional: boolean;
  /** The server's messages from the last save, per field. */
  errors: Record<string, string>;
  onApply: (settings: TemplateSettings) => void;
  onClose: () => void;
}

/** Name, type, subject, preview text and the transactional flag; applied to the draft, saved with Lagre. */
export function SettingsDialog(props: SettingsDialogProps) {
  return props.open ? <SettingsForm {...props} /> : null;
}

function SettingsForm({
  accountId,
  settings,
  canChangeTransactional,
  errors,
  onApply,
  onClose,
}: SettingsDialogProps) {
  const { t } = useTranslation(['email-builder', 'emails']);
  const titleId = useId();
  const lockedId = useId();
  // A copy: Avbryt leaves the draft as it was.
  const [draft, setDraft] = useState(settings);
  const set = <K extends keyof TemplateSettings>(key: K, value: TemplateSettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('email-builder:settings.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('email-builder:settings.name')}
              required
              value={draft.name}
              onChange={(event) => set('name', event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              fullWidth
            />
            <TextField
              select
              label={t('email-builder:settings.type')}
              value={draft.type}
              onChange={(event) => set('type', event.target.value as EmailTemplateType)}
              fullWidth
            >
              {EMAIL_TEMPLATE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`email-builder:types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('email-builder:settings.subject')}
              value={draft.subject}
              onChange={(event) => set('subject', event.target.value)}
              error={Boolean(errors.subject)}
              helperText={
                errors.subject ??
                t('email-builder:settings.subjectHelp', { example: '{{ customer.first_name }}' })
              }
              slotProps={{ htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <TextField
              label={t('email-builder:settings.previewText')}
              value={draft.preview_text}
              onChange={(event) => set('preview_text', event.target.value)}
              error={Boolean(errors.preview_text)}
              helperText={errors.preview_text ?? t('email-builder:settings.previewTextHelp')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <DiscountSourceField
              accountId={accountId}
              value={draft.discount_id}
              onChange={(discountId) => set('discount_id', discountId)}
              error={errors.discount_id}
              noneLabel={t('emails:discountSource.none')}
              help={t('emails:discountSource.templateHelp', { tag: '{{ discount_code }}' })}
            />
            <div>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.transactional}
                    onChange={(event) => set('transactional', event.target.checked)}
                    disabled={!canChangeTransactional}
                    slotProps={{ input: { 'aria-describedby': lockedId } }}
                  />
                }
                label={t('email-builder:settings.transactional')}
              />
              <FormHelperText id={lockedId} error={Boolean(errors.transactional)}>
                {errors.transactional ??
                  (canChangeTransactional
                    ? t('email-builder:settings.transactionalHelp')
                    : `${t('email-builder:settings.transactionalHelp')} ${t('email-builder:settings.transactionalLocked')}`)}
              </FormHelperText>
            </div>
            <Typography variant="body2" color="text.secondary">
              {t('email-builder:settings.note')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('email-builder:settings.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('email-builder:settings.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
