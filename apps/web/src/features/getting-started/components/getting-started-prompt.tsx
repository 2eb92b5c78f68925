import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentAccount } from '@/features/account';
import { isGuideDone } from '../is-guide-done';
import { readLastStep } from '../last-step';

/** On the dashboard until someone presses 'Ferdig' on the guide: the way in for a new account. */
export function GettingStartedPrompt() {
  const { t } = useTranslation(['getting-started']);
  const { accountId = '' } = useParams();
  const { data: account } = useCurrentAccount();
  if (!account || isGuideDone(account.settings)) return null;
  return (
    <Alert
      severity="info"
      component="section"
      // A landmark, not a live alert: it is there from the start and should not interrupt.
      role="region"
      aria-labelledby="getting-started-prompt"
      action={
        <Button
          component={RouterLink}
          to={paths.gettingStarted.href(accountId, readLastStep())}
          color="inherit"
          variant="outlined"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('getting-started:prompt.open')}
        </Button>
      }
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } },
      }}
    >
      <AlertTitle id="getting-started-prompt" component="h2">
        {t('getting-started:prompt.title')}
      </AlertTitle>
      {t('getting-started:prompt.text')}
    </Alert>
  );
}
