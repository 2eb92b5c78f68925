import type { PopupAnswer } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useSetPopupActive } from '../../api/popup-list';
import { isLive, MISSING_STEP, type MissingItem, type PopupStep } from './popup-readiness';

interface PopupActivateDialogProps {
  accountId: string;
  popup: PopupAnswer;
  missing: MissingItem[];
  onGoTo: (step: PopupStep) => void;
  onClose: () => void;
  onActivated: () => void;
}

/**
 * The last step: what is still missing, each with the way to its step, and Activate once nothing is; a live
 * popup says so. The server's refusal (no design) shows here too.
 */
export function PopupActivateDialog(props: PopupActivateDialogProps) {
  const { t } = useTranslation(['popups']);
  const titleId = useId();
  const activate = useSetPopupActive(props.accountId);
  const live = isLive(props.popup);
  const ready = props.missing.length === 0;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('popups:guide.activateTitle', { name: props.popup.name })}</DialogTitle>
      <DialogContent>
        {live ? (
          <Alert severity="success">{t('popups:guide.live')}</Alert>
        ) : ready ? (
          <Typography>{t('popups:guide.ready')}</Typography>
        ) : (
          <Alert severity="warning">
            <Typography sx={{ mb: 1 }}>{t('popups:guide.missingIntro')}</Typography>
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {props.missing.map((item) => (
                <li key={item}>
                  {t(`popups:guide.missing.${item}`)}{' '}
                  <Link component="button" type="button" onClick={() => props.onGoTo(MISSING_STEP[item])}>
                    {t('popups:guide.goTo', {
                      step: t(`popups:guide.steps.${MISSING_STEP[item]}`).toLocaleLowerCase('nb'),
                    })}
                  </Link>
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <FormErrorAlert error={activate.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('popups:guide.close')}</Button>
        {!live && (
          <Button
            variant="contained"
            disabled={!ready || activate.isPending}
            onClick={async () => {
              try {
                await activate.mutateAsync({ id: props.popup.id, active: true });
                props.onActivated();
              } catch {
                // The alert above says why (the server's own message).
              }
            }}
          >
            {t('popups:guide.activate')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
