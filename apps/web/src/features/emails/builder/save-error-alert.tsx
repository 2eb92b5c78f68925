import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/layout/icons';
import { ApiRequestError } from '@/lib/api-client';

/** Fields the settings dialog edits; a message about one of them offers to open it. */
const SETTINGS_FIELDS: readonly string[] = [
  'name',
  'type',
  'subject',
  'preview_text',
  'transactional',
  'discount_id',
];
const KNOWN_FIELDS = [
  'name',
  'type',
  'subject',
  'preview_text',
  'transactional',
  'discount_id',
  'mjml',
  'project',
] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];

/**
 * A failed save in the server's words (a wrong merge tag, a design MJML cannot compile, a missing name),
 * each field message named by what it is about. The design stays in the editor as it was.
 */
export function SaveErrorAlert({
  error,
  onOpenSettings,
  onClose,
}: {
  error: unknown;
  onOpenSettings: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['email-builder', 'errors']);
  if (!error) return null;
  const message = error instanceof ApiRequestError ? error.message : t('errors:generic');
  const fields = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
  const aboutSettings = fields.some(([field]) => SETTINGS_FIELDS.includes(field));
  const label = (field: string) =>
    (KNOWN_FIELDS as readonly string[]).includes(field)
      ? t(`email-builder:save.fields.${field as KnownField}`)
      : field;

  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <>
          {aboutSettings && (
            <Button color="inherit" size="small" onClick={onOpenSettings}>
              {t('email-builder:save.openSettings')}
            </Button>
          )}
          <IconButton
            color="inherit"
            size="small"
            aria-label={t('email-builder:save.dismiss')}
            onClick={onClose}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
      sx={{ borderRadius: 0, '& .MuiAlert-action': { alignItems: 'center' } }}
    >
      {message}
      {fields.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: '1.25rem' }}>
          {fields.map(([field, text]) => (
            <li key={field}>
              {label(field)}: {text}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
