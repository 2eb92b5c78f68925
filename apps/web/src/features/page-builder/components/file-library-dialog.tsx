import type { BuilderImage } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilderImages, useSharedImages, useUploadImage } from '@/components/builder/assets-api';
import { useNotify } from '@/components/builder/use-notify';
import { FormErrorAlert } from '@/components/form-error-alert';
import { failureText } from '@/lib/failure-text';

interface FileLibraryDialogProps {
  accountId: string;
  open: boolean;
  onPick: (image: BuilderImage) => void;
  onClose: () => void;
}

/**
 * The account's images (upload jpg, png or webp up to 1 MB) and the platform's shared library beside them,
 * which can be used but not changed (spec section 6). Picking one puts it in the design.
 */
export function FileLibraryDialog({ accountId, open, onPick, onClose }: FileLibraryDialogProps) {
  const { t } = useTranslation(['page-builder']);
  const notify = useNotify();
  const titleId = useId();
  const tabsId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [library, setLibrary] = useState<'own' | 'shared'>('own');
  const own = useBuilderImages(accountId);
  const shared = useSharedImages(accountId);
  const upload = useUploadImage(accountId);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = library === 'own' ? own : shared;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      notify(t('page-builder:files.uploaded'));
    } catch (failure) {
      // The server's words: wrong type, too big.
      notify(failureText(failure), 'error');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('page-builder:files.title')}</DialogTitle>
      <Tabs
        value={library}
        onChange={(_, value: 'own' | 'shared') => setLibrary(value)}
        aria-label={t('page-builder:files.title')}
        sx={{ px: 2 }}
      >
        <Tab
          value="own"
          label={t('page-builder:files.own')}
          id={`${tabsId}-own`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab
          value="shared"
          label={t('page-builder:files.shared')}
          id={`${tabsId}-shared`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>
      <DialogContent id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${library}`}>
        {library === 'own' ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
            <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
              {t('page-builder:files.upload')}
            </Button>
            <DialogContentText component="span">{t('page-builder:files.uploadHelp')}</DialogContentText>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              aria-label={t('page-builder:files.upload')}
              onChange={onFile}
            />
          </Box>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('page-builder:files.sharedNote')}
          </Alert>
        )}
        {list.isError && <FormErrorAlert error={list.error} />}
        {list.isSuccess && list.data.length === 0 && (
          <DialogContentText>{t('page-builder:files.empty')}</DialogContentText>
        )}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          }}
        >
          {(list.data ?? []).map((image, index) => {
            const name = t('page-builder:files.imageName', { number: index + 1 });
            return (
              <li key={image.id}>
                <Button
                  onClick={() => onPick(image)}
                  aria-label={t('page-builder:files.use', { name })}
                  sx={{ p: 0.5, width: '100%', display: 'block', border: 1, borderColor: 'divider' }}
                >
                  <Box
                    component="img"
                    src={image.url}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', display: 'block' }}
                  />
                </Button>
              </li>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('page-builder:files.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
