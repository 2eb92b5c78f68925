import {
  RECOMMENDATION_DEFAULT_TEMPLATES,
  RECOMMENDATION_PER_ROW_MAX,
  type RecommendationWidgetType,
} from '@butikkpanel/contracts';
import Stack from '@mui/material/Stack';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, RadioField } from '@/components/widget-editor';
import type { WidgetInput } from './widget-values';

/** The templates made for a widget type (a shop widget cannot use the e-mail grid, and the other way round). */
export const templatesFor = (type: RecommendationWidgetType) =>
  Object.entries(RECOMMENDATION_DEFAULT_TEMPLATES)
    .filter(([, madeFor]) => madeFor === type)
    .map(([key]) => key);

/** The 'design' tab: the template that draws the products, and how many stand in a row. */
export function DesignFields({ control }: { control: Control<WidgetInput> }) {
  const { t } = useTranslation(['recommendations']);
  const type = (useWatch({ control, name: 'type' }) ?? 'shop') as RecommendationWidgetType;
  return (
    <Stack spacing={2}>
      <RadioField
        control={control}
        name="template"
        label={t('recommendations:editor.fields.template')}
        options={templatesFor(type).map((value) => ({
          value,
          label: t(`recommendations:templates.${value}`, { defaultValue: value }),
        }))}
      />
      <NumberField
        control={control}
        name="products_per_row"
        label={t('recommendations:editor.fields.products_per_row')}
        helperText={t('recommendations:editor.productsPerRowHelp')}
        min={1}
        max={RECOMMENDATION_PER_ROW_MAX}
      />
    </Stack>
  );
}
