import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { CompanySettings, UsersSettings } from '@/features/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompleteGuide } from '../api/complete-guide';
import { storeLastStep } from '../last-step';
import { parseStep, STEPS } from '../steps';
import { ChatStep } from './chat-step';
import { GettingStartedStepper } from './getting-started-stepper';
import { InstallWidgetStep } from './install-widget-step';

/** /getting-started/{step}: the four-step guide; the step is remembered so the guide resumes there. */
export function GettingStartedPage() {
  const { accountId = '', step: raw } = useParams();
  const step = parseStep(raw);
  useEffect(() => {
    if (step !== null) storeLastStep(step);
  }, [step]);
  if (step === null) return <Navigate to={paths.gettingStarted.href(accountId, 1)} replace />;
  return <GettingStartedGuide accountId={accountId} step={step} />;
}

function GettingStartedGuide({ accountId, step }: { accountId: string; step: number }) {
  const { t } = useTranslation(['getting-started']);
  const navigate = useNavigate();
  const key = STEPS[step - 1] ?? 'install';
  const stepTitle = t(`getting-started:steps.${key}.title`);
  useDocumentTitle(`${stepTitle} – ${t('getting-started:title')}`);
  const go = (next: number) => navigate(paths.gettingStarted.href(accountId, next));
  const complete = useCompleteGuide(accountId);
  const last = step >= STEPS.length;
  const finish = () =>
    complete.mutate(undefined, { onSuccess: () => navigate(paths.dashboard.href(accountId)) });

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('getting-started:title')}
        </Typography>
        <Typography color="text.secondary">{t('getting-started:intro')}</Typography>
      </div>
      <GettingStartedStepper step={step} onSelect={go} />
      <Paper variant="outlined" component="section" aria-labelledby="getting-started-step" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <div>
            <Typography variant="overline" color="text.secondary">
              {t('getting-started:stepOf', { step, count: STEPS.length })}
            </Typography>
            <Typography id="getting-started-step" variant="h5" component="h2">
              {stepTitle}
            </Typography>
          </div>
          {key === 'install' && <InstallWidgetStep accountId={accountId} />}
          {key === 'company' && <CompanySettings accountId={accountId} />}
          {key === 'team' && <UsersSettings accountId={accountId} />}
          {key === 'chat' && <ChatStep accountId={accountId} />}
        </Stack>
      </Paper>
      <FormErrorAlert error={complete.error} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={step <= 1} onClick={() => go(step - 1)}>
          {t('getting-started:back')}
        </Button>
        {last ? (
          <Button variant="contained" loading={complete.isPending} onClick={finish}>
            {t('getting-started:finish')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => go(step + 1)}>
            {t('getting-started:next')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
