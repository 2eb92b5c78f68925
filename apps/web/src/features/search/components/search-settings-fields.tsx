import { SEARCH_FIELDS, type SearchSettings, searchFieldsSettingsSchema } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/widget-editor';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveSearchSettings } from '../api/search-settings';
import { SearchSettingsForm, useSearchSettingsSaved } from './search-settings-form';

type Fields = SearchSettings['fields'];

/** settings/fields: a weight 0–10 per product field; 0 leaves the field out, at least one must count. */
export function SearchSettingsFields({ accountId, saved }: { accountId: string; saved: Fields }) {
  const { t } = useTranslation(['search-config']);
  const save = useSaveSearchSettings(accountId, 'fields');
  const announceSaved = useSearchSettingsSaved();
  const { control, handleSubmit, reset, setError } = useForm<Fields>({
    resolver: zodResolver(searchFieldsSettingsSchema),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      reset((await save.mutateAsync(values)).fields);
      announceSaved();
    } catch (error) {
      setServerFieldErrors(error, setError, SEARCH_FIELDS);
    }
  });
  return (
    <SearchSettingsForm
      label={t('search-config:settings.tabs.fields')}
      intro={t('search-config:settings.fields.intro')}
      onSubmit={onSubmit}
      error={save.error}
      pending={save.isPending}
    >
      <Grid container spacing={2}>
        {SEARCH_FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <NumberField
              control={control}
              name={field}
              label={t(`search-config:settings.fields.names.${field}`)}
              helperText={t('search-config:settings.fields.weightHelp')}
              min={0}
              max={10}
            />
          </Grid>
        ))}
      </Grid>
    </SearchSettingsForm>
  );
}
