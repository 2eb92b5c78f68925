import { type AppDetail, REVIEW_DELAY_DAYS_MAX } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormField } from '@/components/form-field';
import { NumberField, RadioField } from '@/components/widget-editor';
import { useSaveAppSettings } from '../api/save-app-settings';
import { setAppFieldErrors } from './app-field-errors';
import { SettingsSection } from './settings-section';
import {
  type ReviewFormValues,
  reviewFormSchema,
  reviewFormValues,
  reviewSettingsFrom,
} from './settings-values';

const resolver = zodResolver(reviewFormSchema);

/** A review app's settings: when the invitation goes, from what order total, and what is reviewed. */
export function ReviewSettingsForm({ accountId, app }: { accountId: string; app: AppDetail }) {
  const { t } = useTranslation(['apps']);
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAppSettings(accountId, app.service);
  const { control, handleSubmit, setError, reset } = useForm<ReviewFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: reviewFormValues(app.settings),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(reviewSettingsFrom(values));
      reset(reviewFormValues(saved.data.settings));
      enqueueSnackbar(t('apps:settings.saved'), { variant: 'success' });
    } catch (error) {
      setAppFieldErrors(error, setError, {
        'settings.delay_days': 'delay_days',
        'settings.min_total_ore': 'min_total_kr',
        'settings.review_of': 'review_of',
      });
    }
  });
  return (
    <SettingsSection onSubmit={onSubmit}>
      <NumberField
        control={control}
        name="delay_days"
        label={t('apps:settings.delayDays')}
        helperText={t('apps:settings.delayDaysHelp')}
        min={0}
        max={REVIEW_DELAY_DAYS_MAX}
      />
      <FormField
        control={control}
        name="min_total_kr"
        label={t('apps:settings.minTotal')}
        helperText={t('apps:settings.minTotalHelp')}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">{t('apps:settings.kr')}</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <RadioField
        control={control}
        name="review_of"
        label={t('apps:settings.reviewOf')}
        options={(['shop', 'products', 'both'] as const).map((value) => ({
          value,
          label: t(`apps:settings.reviewOfNames.${value}`),
        }))}
      />
      <FormErrorAlert error={save.error} />
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('apps:settings.save')}
        </Button>
      </div>
    </SettingsSection>
  );
}
