import { type Campaign, isIsoInstant, osloDay, osloInstant } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateTimePicker } from '@/components/date-time-picker';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import { formatNumber } from '@/lib/format';
import {
  useCampaignAction,
  useCampaignAudience,
  useCampaignTestSend,
  useScheduleCampaign,
} from '../api/campaigns';
import { useRefreshTestRecipients, useTestRecipients } from '../api/test-recipients';
import { AddTestRecipient, allowedAddresses, TestRecipientSelect, TestSendCount } from './test-recipients';

/** Before sending a draft: who it reaches now, a test to an allowed address, then send now or at an Oslo time. */
export function CampaignSendPanel({
  accountId,
  campaign,
  onFieldErrors,
}: {
  accountId: string;
  campaign: Campaign;
  /** A refusal about a draft's field (its code source, its template): shown on that field of the form. */
  onFieldErrors: (fields: Record<string, string>) => void;
}) {
  const { t, i18n } = useTranslation(['emails']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { enqueueSnackbar } = useSnackbar();
  const audience = useCampaignAudience(accountId, campaign.id, true);
  const send = useCampaignAction(accountId, campaign.id);
  const schedule = useScheduleCampaign(accountId, campaign.id);
  const [confirming, setConfirming] = useState(false);
  // Today at 08:00 in Oslo to start from; the picker says why a typed time cannot be used.
  const [at, setAt] = useState<string | null>(
    () => osloInstant(osloDay(Date.now()), '08:00')?.toISOString() ?? null,
  );
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const reachable = audience.data?.reachable ?? 0;

  const submitSchedule = async (event: FormEvent) => {
    event.preventDefault();
    // Nothing, or text the picker could not read (it shows why under the field): nothing is sent.
    if (at === null) return setScheduleError(t('emails:campaigns.pickTime'));
    if (!isIsoInstant(at)) return setScheduleError(null);
    try {
      await schedule.mutateAsync(at);
      enqueueSnackbar(t('emails:campaigns.done.schedule'), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        onFieldErrors(error.fields);
        setScheduleError(null);
      } else setScheduleError(failureText(error));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="campaign-send-heading" sx={{ p: 2 }}>
      <Stack spacing={3}>
        <Typography id="campaign-send-heading" variant="h6" component="h2">
          {t('emails:campaigns.sendHeading')}
        </Typography>
        <div aria-live="polite">
          {audience.data && (
            <Typography>
              {t('emails:campaigns.audience', {
                reachable: formatNumber(audience.data.reachable, language),
                count: audience.data.count,
                total: formatNumber(audience.data.count, language),
              })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('emails:campaigns.audienceHelp')}
          </Typography>
          <FormErrorAlert error={audience.error} />
        </div>
        <TestSendForm accountId={accountId} campaignId={campaign.id} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-end' } }}>
          <div>
            <Button
              variant="contained"
              disabled={reachable === 0 || send.isPending}
              onClick={() => {
                send.reset();
                setConfirming(true);
              }}
            >
              {t('emails:campaigns.actions.send')}
            </Button>
          </div>
          <Stack
            component="form"
            noValidate
            onSubmit={submitSchedule}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            aria-label={t('emails:campaigns.scheduleLabel')}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <Box sx={{ minWidth: { sm: 280 } }}>
              <DateTimePicker
                label={t('emails:campaigns.scheduleAt')}
                value={at}
                onChange={(next) => {
                  setAt(next);
                  setScheduleError(null);
                }}
                defaultTime="08:00"
              />
            </Box>
            <Button type="submit" variant="outlined" disabled={reachable === 0 || schedule.isPending}>
              {t('emails:campaigns.actions.schedule')}
            </Button>
          </Stack>
        </Stack>
        {scheduleError && <Alert severity="error">{scheduleError}</Alert>}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('emails:campaigns.sendTitle')}
        text={t('emails:campaigns.sendText', { count: reachable, total: formatNumber(reachable, language) })}
        confirmLabel={t('emails:campaigns.actions.send')}
        cancelLabel={t('emails:cancel')}
        pending={send.isPending}
        error={send.error}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await send.mutateAsync('send');
            setConfirming(false);
            enqueueSnackbar(t('emails:campaigns.done.send'), { variant: 'success' });
          } catch (error) {
            // A field's refusal goes to the field; anything else the dialog shows.
            if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
              setConfirming(false);
              onFieldErrors(error.fields);
            }
          }
        }}
      />
    </Paper>
  );
}

/**
 * A test of the campaign as recipients get it, to one of the account's users or verified addresses (the
 * server checks again), with the day's count beside the button and a way to add and verify an address.
 */
export function TestSendForm({ accountId, campaignId }: { accountId: string; campaignId: number }) {
  const { t } = useTranslation(['emails']);
  const { enqueueSnackbar } = useSnackbar();
  const testSend = useCampaignTestSend(accountId, campaignId);
  const recipients = useTestRecipients(accountId);
  const refresh = useRefreshTestRecipients(accountId);
  const countId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const to = chosen ?? allowedAddresses(recipients.data)[0] ?? '';
  return (
    <Stack spacing={1}>
      <Stack
        component="form"
        noValidate
        aria-label={t('emails:testSend.label')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          try {
            const sent = await testSend.mutateAsync(to);
            enqueueSnackbar(t('emails:testSend.sent', { to: sent.to }), { variant: 'success' });
          } catch (failure) {
            setError((failure instanceof ApiRequestError && failure.fields.to) || failureText(failure));
          } finally {
            void refresh();
          }
        }}
      >
        <TestRecipientSelect
          size="small"
          recipients={recipients.data}
          value={to}
          onChange={(address) => {
            setChosen(address);
            setError(null);
          }}
          error={error}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={testSend.isPending || to === ''}
          aria-describedby={countId}
        >
          {t('emails:testSend.send')}
        </Button>
        <TestSendCount id={countId} recipients={recipients.data} />
      </Stack>
      <AddTestRecipient accountId={accountId} recipients={recipients.data} />
    </Stack>
  );
}
