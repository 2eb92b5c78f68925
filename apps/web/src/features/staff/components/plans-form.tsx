import { PACKAGE_NAMES, type StaffAccount } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useChangeAccount } from '../api/change-account';
import { usePlans } from '../api/get-catalogue';

/** The account's plans as checkboxes; its packages in effect follow from the saved plans. */
export function PlansForm({ account }: { account: StaffAccount }) {
  const { t } = useTranslation(['staff']);
  const plans = usePlans();
  const change = useChangeAccount(account.account_id);
  const [selected, setSelected] = useState<number[]>(account.plans.map((plan) => plan.id));
  const saved = account.plans.map((plan) => plan.id);
  const dirty = selected.length !== saved.length || selected.some((id) => !saved.includes(id));
  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <Stack spacing={2}>
      <FormErrorAlert error={change.error} />
      <FormGroup aria-label={t('staff:plans.formLabel')}>
        {(plans.data ?? []).map((plan) => (
          <FormControlLabel
            key={plan.id}
            control={<Checkbox checked={selected.includes(plan.id)} onChange={() => toggle(plan.id)} />}
            label={`${plan.name} (${plan.packages.map((key) => PACKAGE_NAMES[key]).join(', ') || '–'})`}
          />
        ))}
      </FormGroup>
      <div>
        <Button
          variant="contained"
          disabled={!dirty || change.isPending}
          onClick={() => change.mutate({ kind: 'plans', planIds: selected })}
        >
          {t('staff:plans.save')}
        </Button>
      </div>
      <Typography component="h3" variant="subtitle1">
        {t('staff:plans.packagesInEffect')}
      </Typography>
      {!account.is_active && <Alert severity="warning">{t('staff:plans.inactiveNoPackages')}</Alert>}
      {account.packages.length === 0 ? (
        <Typography color="text.secondary">{t('staff:plans.noPackages')}</Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label={t('staff:plans.packagesInEffect')}
          role="list"
        >
          {account.packages.map((key) => (
            <Chip key={key} label={PACKAGE_NAMES[key]} role="listitem" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
