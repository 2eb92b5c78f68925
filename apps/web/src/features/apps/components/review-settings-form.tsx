import { type AppDetail, REVIEW_DELAY_DAYS_MAX } from '@butikkpanel/contracts';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { NumberField, RadioField } from '@/components/widget-editor';
import { SettingsSection } from './settings-section';
import { reviewFormSchema, reviewFormValues, reviewSettingsFrom } from './settings-values';
import { useAppSettingsForm } from './use-app-settings-form';

const FORM = {
  schema: reviewFormSchema,
  values: reviewFormValues,
  settings: reviewSettingsFrom,
  fields: {
    'settings.delay_days': 'delay_days',
    'settings.min_total_ore': 'min_total_kr',
    'settings.review_of': 'review_of',
  },
} as const;

/** A review app's settings: when the invitation goes, from what order total, and what is reviewed. */
export function ReviewSettingsForm({ accountId, app }: { accountId: string; app: AppDetail }) {
  const { t } = useTranslation(['apps']);
  const { control, onSubmit, save, canManage } = useAppSettingsForm(accountId, app, FORM);
  return (
    <SettingsSection onSubmit={onSubmit} save={save} canManage={canManage}>
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
    </SettingsSection>
  );
}
