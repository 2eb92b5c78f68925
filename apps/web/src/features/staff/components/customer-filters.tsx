import {
  STAFF_ACTIVE_FILTERS,
  STAFF_TRIAL_FILTERS,
  type StaffAccountListQuery,
} from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDealers, usePlans } from '../api/get-catalogue';

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

/** Search by name or account id; filter by status, demo period, plan and dealer. */
export function CustomerFilters(props: {
  value: StaffAccountListQuery;
  onChange: (query: StaffAccountListQuery) => void;
}) {
  const { t } = useTranslation(['staff']);
  const plans = usePlans();
  const dealers = useDealers();
  const [q, setQ] = useState(props.value.q ?? '');
  const set = (patch: Partial<StaffAccountListQuery>) => props.onChange({ ...props.value, ...patch });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim() || undefined });
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={search}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      useFlexGap
      // Six controls do not fit one row beside the navbar even at 1400 px: they wrap instead of widening the page.
      sx={{ flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label={t('staff:filters.search')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        sx={{ minWidth: 220 }}
      />
      <Button type="submit" variant="outlined">
        {t('staff:filters.submit')}
      </Button>
      <TextField
        select
        size="small"
        label={t('staff:filters.active')}
        value={props.value.active ?? ''}
        onChange={(event) =>
          set({ active: (event.target.value || undefined) as StaffAccountListQuery['active'] })
        }
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('staff:filters.all')}</MenuItem>
        {STAFF_ACTIVE_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`staff:filters.activeValues.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('staff:filters.trial')}
        value={props.value.trial ?? ''}
        onChange={(event) =>
          set({ trial: (event.target.value || undefined) as StaffAccountListQuery['trial'] })
        }
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{t('staff:filters.all')}</MenuItem>
        {STAFF_TRIAL_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`staff:filters.trialValues.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('staff:filters.plan')}
        value={props.value.plan_id ?? ''}
        onChange={(event) => set({ plan_id: numberOrUndefined(event.target.value) })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('staff:filters.all')}</MenuItem>
        {(plans.data ?? []).map((plan) => (
          <MenuItem key={plan.id} value={plan.id}>
            {plan.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('staff:filters.dealer')}
        value={props.value.dealer_id ?? ''}
        onChange={(event) => set({ dealer_id: numberOrUndefined(event.target.value) })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('staff:filters.all')}</MenuItem>
        {(dealers.data ?? []).map((dealer) => (
          <MenuItem key={dealer.id} value={dealer.id}>
            {dealer.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
