import {
  SEARCH_LANGUAGES,
  SEARCH_LIMIT_MAX,
  type SearchSettings,
  searchDetailsSettingsSchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, RadioField, SwitchField } from '@/components/widget-editor';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveSearchSettings } from '../api/search-settings';
import { SearchSettingsForm, useSearchSettingsSaved } from './search-settings-form';

type Details = SearchSettings['details'];
const FIELDS = ['results', 'suggestions', 'language', 'typo_tolerance'] as const;

/** settings/details: how many results and suggestions, stemming, typo tolerance. */
export function SearchSettingsDetails({ accountId, saved }: { accountId: string; saved: Details }) {
  const { t } = useTranslation(['search-config']);
  const save = useSaveSearchSettings(accountId, 'details');
  const announceSaved = useSearchSettingsSaved();
  const { control, handleSubmit, reset, setError } = useForm<Details>({
    resolver: zodResolver(searchDetailsSettingsSchema),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      reset((await save.mutateAsync(values)).details);
      announceSaved();
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
    }
  });
  return (
    <SearchSettingsForm
      label={t('search-config:settings.tabs.details')}
      intro={t('search-config:settings.details.intro')}
      onSubmit={onSubmit}
      error={save.error}
      pending={save.isPending}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberField
            control={control}
            name="results"
            label={t('search-config:settings.details.results')}
            helperText={`1–${SEARCH_LIMIT_MAX}`}
            min={1}
            max={SEARCH_LIMIT_MAX}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NumberField
            control={control}
            name="suggestions"
            label={t('search-config:settings.details.suggestions')}
            helperText={t('search-config:settings.details.suggestionsHelp')}
            min={0}
            max={10}
          />
        </Grid>
      </Grid>
      <div>
        <RadioField
          control={control}
          name="language"
          label={t('search-config:settings.details.language')}
          options={SEARCH_LANGUAGES.map((value) => ({
            value,
            label: t(`search-config:settings.details.languages.${value}`),
          }))}
        />
        <Typography variant="body2" color="text.secondary">
          {t('search-config:settings.details.languageHelp')}
        </Typography>
      </div>
      <SwitchField
        control={control}
        name="typo_tolerance"
        label={t('search-config:settings.details.typo_tolerance')}
      />
    </SearchSettingsForm>
  );
}
