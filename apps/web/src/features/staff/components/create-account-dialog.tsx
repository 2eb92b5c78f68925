import {
  type CreateStaffAccountBody,
  createStaffAccountBodyFor,
  LIMITS,
  PACKAGE_NAMES,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/date-time-picker';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { osloToday } from '@/lib/oslo-today';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateStaffAccount } from '../api/create-account';
import { useDealers, usePlans } from '../api/get-catalogue';
import { defaultTrialDay } from '../format-day';

const FIELDS = [
  'company_name',
  'email',
  'firstname',
  'lastname',
  'trial_ends_at',
  'plan_ids',
  'dealer_id',
] as const;

/** A new customer: company, plans, demo end (default 15 days) and the first user, who gets an invitation. */
export function CreateAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['staff']);
  const titleId = useId();
  const plans = usePlans();
  const dealers = useDealers();
  const create = useCreateStaffAccount();
  const [invited, setInvited] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<CreateStaffAccountBody>({
    resolver: zodResolver(createStaffAccountBodyFor(osloToday)),
    mode: 'onTouched',
    defaultValues: {
      company_name: '',
      email: '',
      firstname: '',
      lastname: '',
      plan_ids: [],
      dealer_id: null,
      trial_ends_at: defaultTrialDay(LIMITS.trialCountdownDefaultDays),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      setInvited(created.invitation.email);
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
    }
  });

  if (invited) {
    return (
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('staff:create.doneTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity="success">{t('staff:create.done', { email: invited })}</Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('staff:close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('staff:create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert error={create.error} />
            <FormTextField
              control={control}
              name="company_name"
              label={t('staff:create.company')}
              required
              autoFocus
            />
            <FormDateField
              control={control}
              name="trial_ends_at"
              label={t('staff:create.trialEnd')}
              helperText={t('staff:create.trialHelp', { count: LIMITS.trialCountdownDefaultDays })}
            />
            <Controller
              control={control}
              name="plan_ids"
              render={({ field }) => {
                const value = field.value ?? [];
                return (
                  <FormGroup>
                    <FormLabel component="legend">{t('staff:create.plans')}</FormLabel>
                    {(plans.data ?? []).map((plan) => (
                      <FormControlLabel
                        key={plan.id}
                        label={`${plan.name} (${plan.packages.map((key) => PACKAGE_NAMES[key]).join(', ') || '–'})`}
                        control={
                          <Checkbox
                            checked={value.includes(plan.id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...value, plan.id]
                                  : value.filter((id) => id !== plan.id),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                );
              }}
            />
            <Controller
              control={control}
              name="dealer_id"
              render={({ field }) => (
                <TextField
                  select
                  label={t('staff:create.dealer')}
                  value={field.value ?? ''}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? null : Number(event.target.value))
                  }
                  fullWidth
                >
                  <MenuItem value="">{t('staff:create.noDealer')}</MenuItem>
                  {(dealers.data ?? []).map((dealer) => (
                    <MenuItem key={dealer.id} value={dealer.id}>
                      {dealer.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormLabel component="p">{t('staff:create.firstUser')}</FormLabel>
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('staff:create.email')}
              required
            />
            <FormTextField control={control} name="firstname" label={t('staff:create.firstname')} required />
            <FormTextField control={control} name="lastname" label={t('staff:create.lastname')} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staff:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('staff:create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
