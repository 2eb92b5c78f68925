import { type SearchSettings, searchBoostsSettingsSchema } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/widget-editor';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveSearchSettings } from '../api/search-settings';
import { SearchSettingsForm, useSearchSettingsSaved } from './search-settings-form';

type Boosts = SearchSettings['boosts'];
const FIELDS = ['in_stock', 'on_sale'] as const;

/** settings/boosts: percent added to the score of products in stock and on sale. */
export function SearchSettingsBoosts({ accountId, saved }: { accountId: string; saved: Boosts }) {
  const { t } = useTranslation(['search-config']);
  const save = useSaveSearchSettings(accountId, 'boosts');
  const announceSaved = useSearchSettingsSaved();
  const { control, handleSubmit, reset, setError } = useForm<Boosts>({
    resolver: zodResolver(searchBoostsSettingsSchema),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      reset((await save.mutateAsync(values)).boosts);
      announceSaved();
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS);
    }
  });
  return (
    <SearchSettingsForm
      label={t('search-config:settings.tabs.boosts')}
      intro={t('search-config:settings.boosts.intro')}
      onSubmit={onSubmit}
      error={save.error}
      pending={save.isPending}
    >
      <Grid container spacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <NumberField
              control={control}
              name={field}
              label={t(`search-config:settings.boosts.${field}`)}
              helperText={t('search-config:settings.boosts.percentHelp')}
              min={0}
              max={200}
            />
          </Grid>
        ))}
      </Grid>
    </SearchSettingsForm>
  );
}
