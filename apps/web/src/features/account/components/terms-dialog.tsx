import type { Agreement, TermsBody } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { useAcceptTerms } from '../api/accept-terms';
import { LEGAL_DOCUMENT_URLS } from '../legal-documents';
import { AgreementCheckbox } from './agreement-checkbox';

const NONE_TICKED: TermsBody = { terms: false, data_processing_agreement: false, privacy_policy: false };

/**
 * Blocks the account until all three agreements are accepted (spec sections 4 and 5): it cannot be
 * dismissed, only accepted or left through logout.
 */
export function TermsDialog({ accountId, companyName }: { accountId: string; companyName: string }) {
  const { t } = useTranslation(['account', 'errors']);
  const [ticked, setTicked] = useState<TermsBody>(NONE_TICKED);
  const [showError, setShowError] = useState(false);
  const accept = useAcceptTerms(accountId);
  // Mutation state updates after a render; a double click arrives before that, so a ref guards the send.
  const sent = useRef(false);
  const tick = (agreement: Agreement) => (checked: boolean) =>
    setTicked((current) => ({ ...current, [agreement]: checked }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent.current) return;
    const allTicked = ticked.terms && ticked.data_processing_agreement && ticked.privacy_policy;
    setShowError(!allTicked);
    if (!allTicked) return;
    sent.current = true;
    // After success the dialog closes once the account is fetched again; only a failure allows a retry.
    accept.mutate(ticked, {
      onError: () => {
        sent.current = false;
      },
    });
  };

  return (
    <Dialog open aria-labelledby="terms-dialog-title" aria-describedby="terms-dialog-intro">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="terms-dialog-title">{t('account:terms.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <DialogContentText id="terms-dialog-intro">
              {t('account:terms.intro', { company: companyName })}
            </DialogContentText>
            <AgreementCheckbox
              label={t('account:terms.acceptTerms')}
              linkText={t('account:terms.readTerms')}
              href={LEGAL_DOCUMENT_URLS.terms}
              checked={ticked.terms}
              onChange={tick('terms')}
            />
            <AgreementCheckbox
              label={t('account:terms.acceptDataProcessing')}
              linkText={t('account:terms.readDataProcessing')}
              href={LEGAL_DOCUMENT_URLS.data_processing_agreement}
              checked={ticked.data_processing_agreement}
              onChange={tick('data_processing_agreement')}
            />
            <AgreementCheckbox
              label={t('account:terms.acceptPrivacy')}
              linkText={t('account:terms.readPrivacy')}
              href={LEGAL_DOCUMENT_URLS.privacy_policy}
              checked={ticked.privacy_policy}
              onChange={tick('privacy_policy')}
            />
            {showError && (
              <Alert severity="error" role="alert">
                {t('errors:terms_not_accepted')}
              </Alert>
            )}
            <FormErrorAlert error={accept.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={paths.logout.href()}>
            {t('account:terms.logout')}
          </Button>
          <Button type="submit" variant="contained" disabled={accept.isPending}>
            {accept.isPending ? t('account:terms.submitting') : t('account:terms.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
