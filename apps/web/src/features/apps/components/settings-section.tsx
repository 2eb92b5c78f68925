import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The settings form's frame: a titled section holding one form. */
export function SettingsSection({ onSubmit, children }: { onSubmit: FormEventHandler; children: ReactNode }) {
  const { t } = useTranslation(['apps']);
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('apps:settings.title')}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
