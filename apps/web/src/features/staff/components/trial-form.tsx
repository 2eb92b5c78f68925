import { type SetTrialEndBody, type StaffAccount, setTrialEndBodyFor } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/date-time-picker';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formatDate } from '@/lib/format';
import { osloToday } from '@/lib/oslo-today';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useChangeAccount } from '../api/change-account';
import { dayOf } from '../format-day';

const EXTENSIONS = [7, 15, 30] as const;

/** Set the demo end to a day, extend it by a number of days, or end the demo period. */
export function TrialForm({ account }: { account: StaffAccount }) {
  const { t, i18n } = useTranslation(['staff']);
  const change = useChangeAccount(account.account_id);
  const { control, handleSubmit, setError, reset } = useForm<SetTrialEndBody>({
    resolver: zodResolver(setTrialEndBodyFor(osloToday)),
    mode: 'onTouched',
    defaultValues: { trial_ends_at: dayOf(account.trial_ends_at) },
  });

  const run = async (action: Parameters<typeof change.mutateAsync>[0]) => {
    try {
      const updated = await change.mutateAsync(action);
      reset({ trial_ends_at: dayOf(updated.trial_ends_at) });
    } catch (error) {
      setServerFieldErrors(error, setError, ['trial_ends_at']);
    }
  };
  const onSubmit = handleSubmit((values) => run({ kind: 'trial', trialEndsAt: values.trial_ends_at }));

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('staff:trial.formLabel')}
    >
      <Typography>
        {account.trial_ends_at
          ? t('staff:trial.current', {
              date: formatDate(account.trial_ends_at, i18n.resolvedLanguage, 'short'),
            })
          : t('staff:trial.none')}
      </Typography>
      <FormErrorAlert error={change.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormDateField control={control} name="trial_ends_at" label={t('staff:trial.endLabel')} required />
        <Button type="submit" variant="contained" disabled={change.isPending} sx={{ flexShrink: 0, mt: 1 }}>
          {t('staff:trial.save')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {EXTENSIONS.map((days) => (
          <Button
            key={days}
            variant="outlined"
            size="small"
            disabled={change.isPending}
            onClick={() => run({ kind: 'extend', days })}
          >
            {t('staff:trial.extend', { count: days })}
          </Button>
        ))}
        {account.trial_ends_at && (
          <Button
            size="small"
            color="error"
            disabled={change.isPending}
            onClick={() => run({ kind: 'trial', trialEndsAt: null })}
          >
            {t('staff:trial.clear')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
