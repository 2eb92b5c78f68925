import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { widgetScriptTag } from '@/components/widget-editor';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useGettingStartedStatus } from '../api/get-status';

/** Step 1: connect the shop platform (Shopify, WooCommerce, a feed) in settings, the script tag to copy, and whether the widget has reported its first page view yet. */
export function InstallWidgetStep({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['getting-started']);
  const status = useGettingStartedStatus(accountId);
  const [copied, setCopied] = useState<boolean | null>(null);
  const tag = widgetScriptTag(window.location.origin, accountId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tag);
      setCopied(true);
    } catch {
      // No clipboard access: the tag stays selectable in the field.
      setCopied(false);
    }
  };

  const first = status.data?.first_page_view_at;
  return (
    <Stack spacing={2}>
      {/* Plain text, not an Alert: a link's colour on the info background falls short of AA contrast. */}
      <Typography>
        {t('getting-started:install.platform')}{' '}
        <Link component={RouterLink} to={paths.settings.href(accountId, 'shop-platform')}>
          {t('getting-started:install.platformLink')}
        </Link>
      </Typography>
      <Typography>{t('getting-started:install.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('getting-started:install.tagLabel')}
          value={tag}
          fullWidth
          multiline
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false },
            input: { sx: { fontFamily: 'monospace' } },
          }}
        />
        <Button variant="outlined" onClick={() => void copy()} sx={{ whiteSpace: 'nowrap' }}>
          {t('getting-started:install.copy')}
        </Button>
      </Stack>
      <div role="status">
        {copied === true && (
          <Typography color="success.main">{t('getting-started:install.copied')}</Typography>
        )}
        {copied === false && <Typography>{t('getting-started:install.copyFailed')}</Typography>}
      </div>
      <div aria-live="polite">
        {status.isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('getting-started:install.checking')}</Typography>
          </Stack>
        )}
        {first && (
          <Alert severity="success">
            {t('getting-started:install.seen', {
              time: formatDateTime(first, i18n.resolvedLanguage),
            })}
          </Alert>
        )}
        {status.data && !first && <Alert severity="info">{t('getting-started:install.waiting')}</Alert>}
      </div>
      <FormErrorAlert error={status.error} />
    </Stack>
  );
}
