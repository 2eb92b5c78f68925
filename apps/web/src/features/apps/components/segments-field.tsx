import type { AppDetail } from '@butikkpanel/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/field-error';
import type { NewsletterFormValues } from './settings-values';

type Segment = AppDetail['segments'][number];

/**
 * Which of the account's segments go out, as chips picked from a list (none: everyone with consent). A
 * chosen segment deleted since shows by its number, so the owner sees it and can take it away.
 */
export function SegmentsField({
  control,
  segments,
}: {
  control: Control<NewsletterFormValues>;
  segments: AppDetail['segments'];
}) {
  const { t } = useTranslation(['apps']);
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'segment_ids' });
  const chosen: Segment[] = field.value.map(
    (id) =>
      segments.find((segment) => segment.id === id) ?? { id, name: t('apps:settings.segmentGone', { id }) },
  );
  const help = segments.length === 0 ? t('apps:settings.segmentsNone') : t('apps:settings.segmentsHelp');
  return (
    <Autocomplete
      multiple
      options={segments}
      value={chosen}
      getOptionLabel={(segment) => segment.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, next) => field.onChange(next.map((segment) => segment.id))}
      onBlur={field.onBlur}
      disabled={field.disabled}
      noOptionsText={t('apps:settings.segmentsEmpty')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('apps:settings.segments')}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? help}
        />
      )}
    />
  );
}
