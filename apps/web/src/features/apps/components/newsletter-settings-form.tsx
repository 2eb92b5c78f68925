import { APP_SERVICE_NAMES, type AppDetail } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { SelectField, SwitchField } from '@/components/widget-editor';
import { useSaveAppSettings } from '../api/save-app-settings';
import { setAppFieldErrors } from './app-field-errors';
import { SettingsSection } from './settings-section';
import {
  type NewsletterFormValues,
  newsletterFormSchema,
  newsletterFormValues,
  newsletterSettingsFrom,
} from './settings-values';
import { SourcesField } from './sources-field';
import { TagsField } from './tags-field';

const resolver = zodResolver(newsletterFormSchema);

/** A newsletter app's settings: its list (Rule has none), tags, which sources' yes goes out, and read-back. */
export function NewsletterSettingsForm({ accountId, app }: { accountId: string; app: AppDetail }) {
  const { t } = useTranslation(['apps']);
  const { enqueueSnackbar } = useSnackbar();
  const service = APP_SERVICE_NAMES[app.service];
  const save = useSaveAppSettings(accountId, app.service);
  const { control, handleSubmit, setError, reset } = useForm<NewsletterFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: newsletterFormValues(app.settings),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(newsletterSettingsFrom(values));
      reset(newsletterFormValues(saved.data.settings));
      enqueueSnackbar(t('apps:settings.saved'), { variant: 'success' });
    } catch (error) {
      setAppFieldErrors(error, setError, {
        'settings.list_id': 'list_id',
        'settings.tags': 'tags',
        'settings.sources': 'sources',
      });
    }
  });
  return (
    <SettingsSection onSubmit={onSubmit}>
      {app.service !== 'rule' && (
        <SelectField
          control={control}
          name="list_id"
          label={t('apps:settings.list')}
          helperText={t('apps:settings.listHelp', { service })}
          options={app.lists.map((list) => ({ value: list.id, label: list.name }))}
        />
      )}
      <TagsField
        control={control}
        name="tags"
        label={t('apps:settings.tags')}
        helperText={t('apps:settings.tagsHelp', { service })}
      />
      <SourcesField control={control} />
      <div>
        <SwitchField control={control} name="read_back_unsubscribes" label={t('apps:settings.readBack')} />
        <Typography variant="body2" color="text.secondary">
          {t('apps:settings.readBackHelp', { service })}
        </Typography>
      </div>
      <FormErrorAlert error={save.error} />
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('apps:settings.save')}
        </Button>
      </div>
    </SettingsSection>
  );
}
