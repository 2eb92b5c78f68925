import type { TemplatePreview } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { usePreviewTemplate } from './api';

/** The widths a mail is read at: a desktop client's 600 px column and a phone's 375 px. */
export const PREVIEW_WIDTHS = { desktop: 600, mobile: 375 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;

interface PreviewDialogProps {
  accountId: string;
  templateId: number;
  open: boolean;
  onClose: () => void;
}

/** The saved template as the server renders it from the newest real order, in a sandboxed frame. */
export function PreviewDialog(props: PreviewDialogProps) {
  return props.open ? <PreviewContent {...props} /> : null;
}

function PreviewContent({ accountId, templateId, onClose }: PreviewDialogProps) {
  const { t } = useTranslation(['email-builder']);
  const titleId = useId();
  const preview = usePreviewTemplate(accountId, templateId);
  const [device, setDevice] = useState<Device>('desktop');
  const asked = useRef(false);
  // On a phone the mail gets the whole screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  useEffect(() => {
    // Once per opening (React's development double effect would ask twice).
    if (asked.current) return;
    asked.current = true;
    preview.mutate();
  }, [preview]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('email-builder:preview.title')}</DialogTitle>
      <DialogContent>
        {preview.isPending && (
          <Stack direction="row" spacing={2} sx={{ py: 4, alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{t('email-builder:preview.loading')}</Typography>
          </Stack>
        )}
        {preview.isError && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <FormErrorAlert error={preview.error} />
            <Button onClick={() => preview.mutate()}>{t('email-builder:preview.retry')}</Button>
          </Stack>
        )}
        {preview.data && <PreviewBody preview={preview.data} device={device} onDevice={setDevice} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('email-builder:preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewBody({
  preview,
  device,
  onDevice,
}: {
  preview: TemplatePreview;
  device: Device;
  onDevice: (device: Device) => void;
}) {
  const { t } = useTranslation(['email-builder']);
  const filledFrom =
    preview.order_id === null
      ? t('email-builder:preview.sample')
      : preview.customer_email
        ? t('email-builder:preview.filledFrom', { order: preview.order_id, email: preview.customer_email })
        : t('email-builder:preview.filledFromOrder', { order: preview.order_id });

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('email-builder:preview.subject')}
        </Typography>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {preview.subject || t('email-builder:preview.noSubject')}
        </Typography>
      </Box>
      <Alert severity="info">{filledFrom}</Alert>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={device}
        onChange={(_, value: Device | null) => value && onDevice(value)}
        aria-label={t('email-builder:preview.device')}
      >
        <ToggleButton value="desktop">
          {t('email-builder:preview.desktop')} ({PREVIEW_WIDTHS.desktop} px)
        </ToggleButton>
        <ToggleButton value="mobile">
          {t('email-builder:preview.mobile')} ({PREVIEW_WIDTHS.mobile} px)
        </ToggleButton>
      </ToggleButtonGroup>
      <Box
        // Scrolls sideways when the desktop width is wider than the dialog: reachable by keyboard too.
        tabIndex={0}
        role="region"
        aria-label={t('email-builder:preview.frameTitle')}
        sx={{ overflowX: 'auto', bgcolor: 'action.hover', p: { xs: 0, sm: 2 }, borderRadius: 1 }}
      >
        <Box
          component="iframe"
          // No scripts, forms or same-origin access: the mail's HTML only shows.
          sandbox=""
          srcDoc={preview.html}
          title={t('email-builder:preview.frameTitle')}
          sx={{
            display: 'block',
            mx: 'auto',
            width: PREVIEW_WIDTHS[device],
            maxWidth: device === 'mobile' ? '100%' : 'none',
            height: '65vh',
            border: 0,
            bgcolor: '#fff',
            transition: 'width 0.2s',
          }}
        />
      </Box>
    </Stack>
  );
}
