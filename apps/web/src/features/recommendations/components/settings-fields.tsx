import {
  RECOMMENDATION_ALGORITHMS,
  RECOMMENDATION_CONTEXT,
  RECOMMENDATION_PRODUCTS_MAX,
  RECOMMENDATION_PRODUCTS_MIN,
  RECOMMENDATION_WIDGET_TYPES,
  type RecommendationAlgorithm,
} from '@butikkpanel/contracts';
import Stack from '@mui/material/Stack';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { NumberField, RadioField, SelectField, SwitchField } from '@/components/widget-editor';
import { ManualProductsField } from './manual-products-field';
import type { WidgetInput } from './widget-values';

/** The 'settings' tab: what the widget is, how it picks products, and how many. */
export function SettingsFields({
  accountId,
  control,
  isNew,
}: {
  accountId: string;
  control: Control<WidgetInput>;
  isNew: boolean;
}) {
  const { t } = useTranslation(['recommendations']);
  const algorithm = (useWatch({ control, name: 'algorithm' }) ?? 'bestsellers') as RecommendationAlgorithm;
  return (
    <Stack spacing={2}>
      {isNew && (
        <FormTextField
          control={control}
          name="id"
          label={t('recommendations:editor.fields.id')}
          helperText={t('recommendations:editor.idHelp')}
          required
          autoFocus
        />
      )}
      <FormTextField control={control} name="comment" label={t('recommendations:editor.fields.comment')} />
      <RadioField
        control={control}
        name="type"
        label={t('recommendations:editor.fields.type')}
        options={RECOMMENDATION_WIDGET_TYPES.map((value) => ({
          value,
          label: t(`recommendations:types.${value}`),
        }))}
      />
      <SelectField
        control={control}
        name="algorithm"
        label={t('recommendations:editor.fields.algorithm')}
        helperText={t(`recommendations:needs.${RECOMMENDATION_CONTEXT[algorithm] ?? 'none'}`)}
        options={RECOMMENDATION_ALGORITHMS.map((value) => ({
          value,
          label: t(`recommendations:algorithms.${value}`),
        }))}
      />
      {algorithm === 'manual' && <ManualProductsField accountId={accountId} control={control} />}
      <NumberField
        control={control}
        name="number_of_products"
        label={t('recommendations:editor.fields.number_of_products')}
        min={RECOMMENDATION_PRODUCTS_MIN}
        max={RECOMMENDATION_PRODUCTS_MAX}
      />
      <Stack>
        <SwitchField
          control={control}
          name="in_stock_only"
          label={t('recommendations:editor.fields.in_stock_only')}
        />
        <SwitchField
          control={control}
          name="on_sale_only"
          label={t('recommendations:editor.fields.on_sale_only')}
        />
        <SwitchField control={control} name="shuffle" label={t('recommendations:editor.fields.shuffle')} />
        <SwitchField
          control={control}
          name="fill_random"
          label={t('recommendations:editor.fields.fill_random')}
        />
      </Stack>
    </Stack>
  );
}
