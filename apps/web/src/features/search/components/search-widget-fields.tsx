import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/color-field';
import { FormTextField } from '@/components/form-text-field';
import { NumberField, SwitchField } from '@/components/widget-editor';
import { SearchTemplateField } from './search-template-field';
import type { SearchWidgetInput } from './search-widget-values';

/** The 'general' tab: what the overlay shows (how many, which products, suggestions, keyword content). */
export function SearchWidgetGeneralFields({
  control,
  isNew,
}: {
  control: Control<SearchWidgetInput>;
  isNew: boolean;
}) {
  const { t } = useTranslation(['search-config']);
  return (
    <Stack spacing={2}>
      {isNew && (
        <FormTextField
          control={control}
          name="id"
          label={t('search-config:editor.fields.id')}
          helperText={t('search-config:editor.idHelp')}
          required
          autoFocus
        />
      )}
      <FormTextField control={control} name="comment" label={t('search-config:editor.fields.comment')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberField
            control={control}
            name="number_of_products"
            label={t('search-config:editor.fields.number_of_products')}
            min={1}
            max={48}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberField
            control={control}
            name="products_per_row"
            label={t('search-config:editor.fields.products_per_row')}
            helperText={t('search-config:editor.productsPerRowHelp')}
            min={1}
            max={6}
          />
        </Grid>
      </Grid>
      <Stack>
        {(['in_stock_only', 'on_sale_only', 'show_suggestions', 'show_keyword_content'] as const).map(
          (name) => (
            <SwitchField
              key={name}
              control={control}
              name={name}
              label={t(`search-config:editor.fields.${name}`)}
            />
          ),
        )}
      </Stack>
    </Stack>
  );
}

/** The 'design' tab: the overlay's title, placeholder, what each product shows, and its colours. */
export function SearchWidgetDesignFields({
  accountId,
  control,
}: {
  accountId: string;
  control: Control<SearchWidgetInput>;
}) {
  const { t } = useTranslation(['search-config']);
  return (
    <Stack spacing={2}>
      <SearchTemplateField accountId={accountId} control={control} />
      <FormTextField
        control={control}
        name="title"
        label={t('search-config:editor.fields.title')}
        helperText={t('search-config:editor.titleHelp')}
      />
      <FormTextField
        control={control}
        name="placeholder"
        label={t('search-config:editor.fields.placeholder')}
        helperText={t('search-config:editor.placeholderHelp')}
      />
      <Stack>
        <SwitchField
          control={control}
          name="show_prices"
          label={t('search-config:editor.fields.show_prices')}
        />
        <SwitchField
          control={control}
          name="show_images"
          label={t('search-config:editor.fields.show_images')}
        />
      </Stack>
      <Typography component="h3" variant="subtitle1">
        {t('search-config:editor.colorsTitle')}
      </Typography>
      <Grid container spacing={2}>
        {(['primary_color', 'text_color', 'background_color'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 4 }}>
            <ColorField control={control} name={name} label={t(`search-config:editor.fields.${name}`)} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
