import {
  RECOMMENDATION_IMAGE_RATIOS,
  RECOMMENDATION_PER_ROW_MAX,
  RECOMMENDATION_TEMPLATE_SETTINGS_DEFAULTS,
} from '@butikkpanel/contracts';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/color-field';
import { FormTextField } from '@/components/form-text-field';
import { useFieldErrorText } from '@/lib/field-error';
import type { TemplateControl } from './template-form';

const COLOURS = [
  'text_colour',
  'background_colour',
  'button_colour',
  'button_text_colour',
  'sale_colour',
] as const;
const SWITCHES = ['show_price', 'show_sale_price'] as const;
const COLUMNS = Array.from({ length: RECOMMENDATION_PER_ROW_MAX }, (_, index) => index + 1);

/** The template's settings as fields, for the owner who does not write Liquid (template-settings.ts). */
export function SettingsFields({ control, disabled }: { control: TemplateControl; disabled: boolean }) {
  const { t } = useTranslation(['templates']);
  const errorText = useFieldErrorText();
  return (
    <Stack spacing={2} component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Controller
        control={control}
        name="settings.columns"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('templates:settings.columns')}
            name={field.name}
            inputRef={field.ref}
            value={field.value === undefined ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
            }
            onBlur={field.onBlur}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? t('templates:settings.columnsHelp')}
            // The empty choice has its own words ("Som anbefalingen"): shown, with the label above it.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t('templates:settings.columnsWidget')}</MenuItem>
            {COLUMNS.map((count) => (
              <MenuItem key={count} value={String(count)}>
                {count}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="settings.image_ratio"
        render={({ field }) => (
          <TextField
            select
            label={t('templates:settings.imageRatio')}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? RECOMMENDATION_TEMPLATE_SETTINGS_DEFAULTS.image_ratio}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          >
            {RECOMMENDATION_IMAGE_RATIOS.map((ratio) => (
              <MenuItem key={ratio} value={ratio}>
                {ratio}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {SWITCHES.map((name) => (
        <Controller
          key={name}
          control={control}
          name={`settings.${name}`}
          render={({ field }) => (
            <FormControlLabel
              label={t(`templates:settings.${name}`)}
              control={
                <Switch
                  name={field.name}
                  checked={field.value ?? RECOMMENDATION_TEMPLATE_SETTINGS_DEFAULTS[name]}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  disabled={disabled}
                />
              }
            />
          )}
        />
      ))}
      <FormTextField
        control={control}
        name="settings.button_text"
        label={t('templates:settings.button_text')}
      />
      {COLOURS.map((name) => (
        <ColorField
          key={name}
          control={control}
          name={`settings.${name}`}
          label={t(`templates:settings.${name}`)}
        />
      ))}
    </Stack>
  );
}
