import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';

/** A failed call's message, as the server wrote it; anything else gets the generic text. */
export function FormErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation(['errors']);
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {error instanceof ApiRequestError ? error.message : t('errors:generic')}
    </Alert>
  );
}
