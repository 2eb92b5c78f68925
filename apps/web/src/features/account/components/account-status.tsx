import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';

/** A spinner inside the page (the layout stays), while the account loads. */
export function AccountLoading() {
  const { t } = useTranslation(['account']);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('account:loading')} />
    </Box>
  );
}

/** The server's message when it sent one, otherwise the generic text. */
export function AccountError({ error }: { error: unknown }) {
  const { t } = useTranslation(['errors']);
  return (
    <Alert severity="error" role="alert">
      {error instanceof ApiRequestError ? error.message : t('errors:generic')}
    </Alert>
  );
}
