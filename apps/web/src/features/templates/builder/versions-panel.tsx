import type { RecommendationTemplate } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatDateTime } from '@/lib/format';
import { useRestoreTemplateVersion, useTemplateVersions } from '../api/templates';

/**
 * Every save of the template, newest first; an older one can be restored (asked first), which saves it as the
 * next version. `onRestored` hands the builder the restored sources.
 */
export function VersionsPanel({
  accountId,
  templateId,
  current,
  editable,
  onRestored,
}: {
  accountId: string;
  templateId: number;
  current: number;
  editable: boolean;
  onRestored: (template: RecommendationTemplate) => void;
}) {
  const { t, i18n } = useTranslation(['templates']);
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const versions = useTemplateVersions(accountId, templateId);
  const restore = useRestoreTemplateVersion(accountId, templateId);
  const [asking, setAsking] = useState<number | null>(null);
  const close = () => {
    restore.reset();
    setAsking(null);
  };
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography id={titleId} component="h2" variant="h6">
        {t('templates:versions.title')}
      </Typography>
      <FormErrorAlert error={versions.error} />
      <List dense aria-labelledby={titleId}>
        {(versions.data ?? []).map((version) => (
          <ListItem
            key={version.version}
            disableGutters
            secondaryAction={
              editable && version.version !== current ? (
                <Button
                  size="small"
                  onClick={() => setAsking(version.version)}
                  aria-label={t('templates:versions.restoreLabel', { version: version.version })}
                >
                  {t('templates:versions.restore')}
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={t('templates:versions.version', { version: version.version })}
              secondary={t('templates:versions.saved', {
                at: formatDateTime(version.saved_at, i18n.resolvedLanguage),
                by: version.saved_by ?? t('templates:versions.unknownSaver'),
              })}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={asking !== null}
        title={t('templates:versions.restoreTitle', { version: asking ?? 0 })}
        text={t('templates:versions.restoreText')}
        confirmLabel={t('templates:versions.restore')}
        cancelLabel={t('templates:cancel')}
        pending={restore.isPending}
        error={restore.error}
        onClose={close}
        onConfirm={async () => {
          if (asking === null) return;
          try {
            const answer = await restore.mutateAsync(asking);
            enqueueSnackbar(t('templates:versions.restored', { version: asking }), { variant: 'success' });
            close();
            onRestored(answer.data);
          } catch {
            // The dialog shows why; the saved version stays.
          }
        }}
      />
    </Stack>
  );
}
