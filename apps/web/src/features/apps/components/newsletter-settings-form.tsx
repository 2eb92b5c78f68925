import { APP_SERVICE_NAMES, type AppDetail } from '@butikkpanel/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SelectField, SwitchField } from '@/components/widget-editor';
import { SegmentsField } from './segments-field';
import { SettingsSection } from './settings-section';
import { newsletterFormSchema, newsletterFormValues, newsletterSettingsFrom } from './settings-values';
import { SourcesField } from './sources-field';
import { TagsField } from './tags-field';
import { useAppSettingsForm } from './use-app-settings-form';

const FORM = {
  schema: newsletterFormSchema,
  values: newsletterFormValues,
  settings: newsletterSettingsFrom,
  fields: {
    'settings.list_id': 'list_id',
    'settings.tags': 'tags',
    'settings.sources': 'sources',
    'settings.segment_ids': 'segment_ids',
  },
} as const;

/**
 * A newsletter app's settings: its list (Rule has none), tags, which sources' yes and which segments go out,
 * and read-back.
 */
export function NewsletterSettingsForm({ accountId, app }: { accountId: string; app: AppDetail }) {
  const { t } = useTranslation(['apps']);
  const service = APP_SERVICE_NAMES[app.service];
  const { control, onSubmit, save, canManage } = useAppSettingsForm(accountId, app, FORM);
  return (
    <SettingsSection onSubmit={onSubmit} save={save} canManage={canManage}>
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
      <SegmentsField control={control} segments={app.segments} />
      <div>
        <SwitchField control={control} name="read_back_unsubscribes" label={t('apps:settings.readBack')} />
        <Typography variant="body2" color="text.secondary">
          {t('apps:settings.readBackHelp', { service })}
        </Typography>
      </div>
    </SettingsSection>
  );
}
