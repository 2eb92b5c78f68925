import {
  FLOW_DRY_RUN_MAX_EVENTS,
  type FlowDefinition,
  type FlowDryRun,
  type FlowDryRunStep,
  type FlowReentry,
  type FlowStep,
  reachableSteps,
} from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatNumber } from '@/lib/format';
import { useFlowDryRun } from '../api/flow-dry-run';

interface DryRunDialogProps {
  accountId: string;
  flowId: number;
  open: boolean;
  /** The builder's draft as it is now, saved or not. */
  definition: FlowDefinition;
  reentry: FlowReentry;
  describe: { stepName: (step: FlowStep) => string; summary: (step: FlowStep) => string };
  onClose: () => void;
}

const NOTHING: FlowDryRunStep = { reached: 0, waiting: 0, sent: 0, skipped: 0, yes: 0, no: 0, unknown: 0 };

/** Prøvekjøring: the draft over the last 30 days' trigger events, step by step. Nothing is written or sent. */
export function DryRunDialog(props: DryRunDialogProps) {
  return props.open ? <DryRunContent {...props} /> : null;
}

function DryRunContent({ accountId, flowId, definition, reentry, describe, onClose }: DryRunDialogProps) {
  const { t } = useTranslation(['flows']);
  const titleId = useId();
  const dryRun = useFlowDryRun(accountId, flowId);
  const asked = useRef(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The draft as it was when the dialog opened: the answer is about that one.
  const sent = useRef({ definition, reentry });
  const run = () => dryRun.mutate(sent.current);

  useEffect(() => {
    // Once per opening (React's development double effect would ask twice).
    if (asked.current) return;
    asked.current = true;
    dryRun.mutate(sent.current);
  }, [dryRun]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('flows:dryRun.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="info" role="note">
            {t('flows:dryRun.nothingSent')}
          </Alert>
          {dryRun.isPending && (
            <Stack direction="row" spacing={2} sx={{ py: 2, alignItems: 'center' }} role="status">
              <CircularProgress size={24} aria-hidden="true" />
              <Typography>{t('flows:dryRun.running')}</Typography>
            </Stack>
          )}
          {dryRun.isError && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <FormErrorAlert error={dryRun.error} />
              <Button onClick={run}>{t('flows:dryRun.retry')}</Button>
            </Stack>
          )}
          {dryRun.data && (
            <DryRunResult result={dryRun.data} definition={sent.current.definition} describe={describe} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('flows:dryRun.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DryRunResult({
  result,
  definition,
  describe,
}: {
  result: FlowDryRun;
  definition: FlowDefinition;
  describe: DryRunDialogProps['describe'];
}) {
  const { t, i18n } = useTranslation(['flows']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const listId = useId();
  const number = (value: number) => formatNumber(value, language);
  const count = (
    key: 'events' | 'entered' | 'reached' | 'waiting' | 'sent' | 'skipped' | 'yes' | 'no' | 'unknown',
    value: number,
  ) => t(`flows:dryRun.${key}`, { count: value, value: number(value) });

  if (result.events === 0)
    return (
      <Typography role="status">
        {t('flows:dryRun.noEvents', { count: result.days, days: result.days })}
      </Typography>
    );

  const steps = reachableSteps(definition);
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {t('flows:dryRun.summary', {
          count: result.days,
          days: result.days,
          events: count('events', result.events),
          entered: count('entered', result.entered),
        })}
      </Typography>
      {result.capped && (
        <Alert severity="warning" role="note">
          {t('flows:dryRun.capped', { max: number(FLOW_DRY_RUN_MAX_EVENTS) })}
        </Alert>
      )}
      <Typography id={listId} variant="subtitle1" component="h3">
        {t('flows:dryRun.stepsLabel')}
      </Typography>
      <Box component="ol" aria-labelledby={listId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map(({ step, depth }, index) => {
          const done = result.steps[step.id] ?? NOTHING;
          const lines = [count('reached', done.reached)];
          if (step.type === 'wait' || done.waiting > 0) lines.push(count('waiting', done.waiting));
          if (step.type === 'send_email')
            lines.push(count('sent', done.sent), count('skipped', done.skipped));
          if (step.type === 'condition')
            lines.push(count('yes', done.yes), count('no', done.no), count('unknown', done.unknown));
          const aboutMail =
            step.type === 'condition' &&
            (done.unknown > 0 ||
              step.condition.kind === 'opened_previous' ||
              step.condition.kind === 'clicked_previous');
          return (
            <Box component="li" key={step.id} sx={{ pl: Math.min(depth, 4) * 2, mb: 1 }}>
              <Paper variant="outlined" sx={{ p: 1.5 }}>
                <Typography component="h4" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('flows:stepList.position', { index: index + 1, name: describe.stepName(step) })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {describe.summary(step)}
                </Typography>
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {lines.map((line) => (
                    <Typography component="li" variant="body2" key={line}>
                      {line}
                    </Typography>
                  ))}
                </Box>
                {aboutMail && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('flows:dryRun.unknownHelp')}
                  </Typography>
                )}
              </Paper>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
