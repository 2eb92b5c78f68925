import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';

/**
 * The settings form's frame: a titled section holding one form, its error and its save button; for a member
 * who may only read, a line saying who can change it instead of the button.
 */
export function SettingsSection({
  onSubmit,
  save,
  canManage,
  children,
}: {
  onSubmit: FormEventHandler;
  save: { error: unknown; isPending: boolean };
  canManage: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(['apps']);
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('apps:settings.title')}
        </Typography>
        {children}
        <FormErrorAlert error={save.error} />
        {canManage ? (
          <div>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('apps:settings.save')}
            </Button>
          </div>
        ) : (
          <Typography color="text.secondary">{t('apps:readOnly')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
