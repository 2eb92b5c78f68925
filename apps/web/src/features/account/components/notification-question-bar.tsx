import { ACCOUNT_SETTING_KEYS, isFlagOn, isPlatformStaff } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth';
import { useCurrentAccount } from '../api/get-current-account';
import { askBrowserPermission, storePermission } from '../notification-permission';
import { useNotificationQuestionDue } from '../use-notification-question-due';

const TITLE_ID = 'notification-question-title';

/**
 * The notification question as a bar in the page, not a dialog: it takes neither focus nor the pointer,
 * so it never swallows a click or keys meant for the work (WCAG 3.2.1, 3.2.2). Yes asks the browser (whose
 * own prompt then answers a click on yes); no stores the refusal.
 */
export function NotificationQuestionBar() {
  const { t } = useTranslation(['account']);
  const session = useSession();
  const { data: account } = useCurrentAccount();
  const signedIn = session.status === 'signed-in';
  const termsFirst =
    signedIn &&
    account !== undefined &&
    !isPlatformStaff(session.session.user.role) &&
    !isFlagOn(account.settings[ACCOUNT_SETTING_KEYS.acceptedTerms]);
  const [due, close] = useNotificationQuestionDue(signedIn && account !== undefined && !termsFirst);
  if (!due) return null;
  const answerYes = async () => {
    close();
    await askBrowserPermission();
  };
  const answerNo = () => {
    storePermission('denied');
    close();
  };
  return (
    <Box component="section" aria-labelledby={TITLE_ID} sx={{ mb: 2 }}>
      <Alert severity="info" role="status">
        <AlertTitle id={TITLE_ID} component="h2">
          {t('account:notifications.title')}
        </AlertTitle>
        {t('account:notifications.text')}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" onClick={() => void answerYes()}>
            {t('account:notifications.yes')}
          </Button>
          {/* The alert's own text colour: the theme's blue on the alert's light blue is below 4.5:1. */}
          <Button size="small" variant="outlined" color="inherit" onClick={answerNo}>
            {t('account:notifications.no')}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
