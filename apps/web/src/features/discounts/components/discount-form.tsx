import type { DiscountBody, DiscountDetail } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { type Control, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/date-time-picker';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveDiscount } from '../api/discount-codes';
import {
  DISCOUNT_FORM_FIELDS,
  type DiscountFormValues,
  discountResolver,
  initialValues,
} from './discount-form-values';

interface DiscountFormProps {
  accountId: string;
  /** The code being edited; a new one without. */
  discount?: DiscountDetail;
  /** A new code's values from the query string (the unknown codes' "Opprett som kode"). */
  prefill?: URLSearchParams;
  onSaved: (saved: DiscountDetail) => void;
  onCancel?: () => void;
}

const decimal = { htmlInput: { inputMode: 'decimal' } } as const;
const whole = { htmlInput: { inputMode: 'numeric' } } as const;

/** Name, code, amount and the rules of a code; the server's field messages show under their fields. */
export function DiscountForm({ accountId, discount, prefill, onSaved, onCancel }: DiscountFormProps) {
  const { t } = useTranslation(['discounts']);
  const save = useSaveDiscount(accountId, discount?.id);
  const { control, handleSubmit, setError, watch } = useForm<DiscountFormValues, unknown, DiscountBody>({
    // The resolver hands the checked body (numbers, nulls) to the submit.
    resolver: discountResolver,
    mode: 'onTouched',
    defaultValues: initialValues(discount, prefill),
  });
  const type = watch('type');

  const onSubmit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      setServerFieldErrors(error, setError, DISCOUNT_FORM_FIELDS);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={discount ? t('discounts:form.editLabel') : t('discounts:form.createLabel')}
    >
      <FormErrorAlert error={save.error} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormField control={control} name="name" label={t('discounts:form.name')} required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormField
            control={control}
            name="code"
            label={t('discounts:form.code')}
            helperText={t('discounts:form.codeHelp')}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormField control={control} name="type" select label={t('discounts:form.type')} required>
            <MenuItem value="percent">{t('discounts:types.percent')}</MenuItem>
            <MenuItem value="sum">{t('discounts:types.sum')}</MenuItem>
          </FormField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormField
            control={control}
            name="amount"
            label={type === 'percent' ? t('discounts:form.amountPercent') : t('discounts:form.amountSum')}
            slotProps={decimal}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormField
            control={control}
            name="minimum_order"
            label={t('discounts:form.minimumOrder')}
            helperText={t('discounts:form.optional')}
            slotProps={decimal}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField
            control={control}
            name="expires_on"
            label={t('discounts:form.expiresOn')}
            helperText={t('discounts:form.expiresOnHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField
            control={control}
            name="usage_limit"
            label={t('discounts:form.usageLimit')}
            helperText={t('discounts:form.usageLimitHelp')}
            slotProps={whole}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField
            control={control}
            name="usage_limit_per_customer"
            label={t('discounts:form.usageLimitPerCustomer')}
            helperText={t('discounts:form.usageLimitHelp')}
            slotProps={whole}
          />
        </Grid>
      </Grid>
      <FormSwitch control={control} name="active" label={t('discounts:form.active')} />
      <FormSwitch
        control={control}
        name="auto_create_unique"
        label={t('discounts:form.autoCreateUnique')}
        help={t('discounts:form.autoCreateUniqueHelp')}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending
            ? t('discounts:form.saving')
            : discount
              ? t('discounts:form.save')
              : t('discounts:form.create')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('discounts:form.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}

function FormSwitch({
  control,
  name,
  label,
  help,
}: {
  control: Control<DiscountFormValues, unknown, DiscountBody>;
  name: 'active' | 'auto_create_unique';
  label: string;
  help?: string;
}) {
  const helpId = useId();
  const { field } = useController({ control, name });
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: help ? { 'aria-describedby': helpId } : undefined }}
          />
        }
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </div>
  );
}
