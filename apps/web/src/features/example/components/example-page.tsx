import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /example: a demo of the building blocks, open to everyone, signed in or not. */
export function ExamplePage() {
  const { t } = useTranslation(['example']);
  useDocumentTitle(t('example:title'));
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('example:title')}
        </Typography>
        <Typography>{t('example:intro')}</Typography>
        <Alert severity="info">{t('example:alert')}</Alert>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained">{t('example:button')}</Button>
          <Button variant="outlined">{t('example:outlined')}</Button>
          <Chip label={t('example:chip')} />
        </Stack>
        <FormControlLabel control={<Switch defaultChecked />} label={t('example:switch')} />
        <TextField label={t('example:field')} helperText={t('example:fieldHelp')} />
        <Link component={RouterLink} to={paths.login.href()}>
          {t('example:toLogin')}
        </Link>
      </Stack>
    </Container>
  );
}
