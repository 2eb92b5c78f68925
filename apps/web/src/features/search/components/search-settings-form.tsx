import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';

interface SearchSettingsFormProps {
  label: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: unknown;
  pending: boolean;
  children: ReactNode;
}

/** One settings tab's form: what it is about, its fields, the save button, and a refused save's message. */
export function SearchSettingsForm({
  label,
  intro,
  onSubmit,
  error,
  pending,
  children,
}: SearchSettingsFormProps) {
  const { t } = useTranslation(['search-config']);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} component="form" onSubmit={onSubmit} noValidate aria-label={label}>
        <Typography color="text.secondary">{intro}</Typography>
        <FormErrorAlert error={error} />
        {children}
        <div>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('search-config:save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** The same success message for every tab. */
export function useSearchSettingsSaved(): () => void {
  const { t } = useTranslation(['search-config']);
  const { enqueueSnackbar } = useSnackbar();
  return () => enqueueSnackbar(t('search-config:settings.saved'), { variant: 'success' });
}
