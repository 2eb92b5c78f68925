import type { ContentPageAnswer } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatDateTime } from '@/lib/format';
import { useContentPageAction } from '../api/content-pages';
import { versionsNewestFirst } from '../content-page-status';

interface ContentVersionsDialogProps {
  accountId: string;
  /** The page whose versions are shown; null: the dialog is closed. */
  page: ContentPageAnswer | null;
  onClose: () => void;
  onRestored: (version: number) => void;
}

/** Every published version of a page, newest first, with the one the shop shows; any other can be restored. */
export function ContentVersionsDialog({ accountId, page, onClose, onRestored }: ContentVersionsDialogProps) {
  const { t, i18n } = useTranslation(['contentbuilder']);
  const titleId = useId();
  const introId = useId();
  const rollBack = useContentPageAction(accountId);
  if (page === null) return null;
  const versions = versionsNewestFirst(page);

  const close = () => {
    rollBack.reset();
    onClose();
  };
  const restore = async (version: number) => {
    try {
      await rollBack.mutateAsync({ id: page.id, kind: 'rollback', version });
      rollBack.reset();
      onRestored(version);
    } catch {
      // The alert shows the server's message; the dialog stays open.
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={introId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('contentbuilder:versions.title', { name: page.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {t('contentbuilder:versions.intro')}
        </DialogContentText>
        {versions.length === 0 ? (
          <Typography>{t('contentbuilder:versions.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('contentbuilder:versions.label')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {versions.map(({ version, published_at }) => {
              const current = version === page.published_version;
              return (
                <Box
                  component="li"
                  key={version}
                  sx={{
                    py: 1.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  <Stack
                    direction="row"
                    spacing={2}
                    sx={{
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      flexWrap: 'wrap',
                      rowGap: 1,
                    }}
                  >
                    <div>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography sx={{ fontWeight: 600 }}>
                          {t('contentbuilder:versions.version', { version })}
                        </Typography>
                        {current && (
                          <Chip size="small" color="success" label={t('contentbuilder:versions.current')} />
                        )}
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {t('contentbuilder:versions.publishedAt', {
                          when: formatDateTime(published_at, i18n.resolvedLanguage),
                        })}
                      </Typography>
                    </div>
                    {!current && (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={rollBack.isPending}
                        aria-label={t('contentbuilder:versions.restoreNamed', { version })}
                        onClick={() => void restore(version)}
                      >
                        {t('contentbuilder:versions.restore')}
                      </Button>
                    )}
                  </Stack>
                </Box>
              );
            })}
          </Box>
        )}
        <FormErrorAlert error={rollBack.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('contentbuilder:versions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
