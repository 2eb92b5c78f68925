import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Heading and intro of a staff screen; a 403 from the server replaces the content with the refusal. */
export function StaffPageFrame(props: {
  title: string;
  intro: string;
  error?: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation(['errors']);
  useDocumentTitle(props.title);
  const forbidden = props.error instanceof ApiRequestError && props.error.status === 403;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1" gutterBottom>
            {props.title}
          </Typography>
          <Typography color="text.secondary">{props.intro}</Typography>
        </div>
        {forbidden ? (
          <Alert severity="error" role="alert">
            {t('errors:forbidden')}
          </Alert>
        ) : (
          props.children
        )}
      </Stack>
    </Container>
  );
}
