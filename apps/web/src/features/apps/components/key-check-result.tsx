import { APP_SERVICE_NAMES, type AppService } from '@butikkpanel/contracts';
import Alert from '@mui/material/Alert';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/widget-editor';
import type { ConnectValues } from './connect-values';
import { TagsField } from './tags-field';

export interface KeyCheck {
  account_name: string | null;
  lists: { id: string; name: string }[];
}

/** What the service answered about the key: its account's name, and where subscribers go (list or tags). */
export function KeyCheckResult({
  service,
  check,
  control,
}: {
  service: AppService;
  check: KeyCheck;
  control: Control<ConnectValues>;
}) {
  const { t } = useTranslation(['apps']);
  const name = APP_SERVICE_NAMES[service];
  return (
    <>
      <Alert severity="success">
        {check.account_name
          ? t('apps:connect.checked', { service: name, name: check.account_name })
          : t('apps:connect.checkedNoName')}
      </Alert>
      {service === 'rule' && (
        <TagsField
          control={control}
          name="tags"
          label={t('apps:settings.tags')}
          helperText={t('apps:connect.tagsHelp')}
        />
      )}
      {(service === 'mailchimp' || service === 'klaviyo') &&
        (check.lists.length === 0 ? (
          <Alert severity="warning">{t('apps:connect.noLists', { service: name })}</Alert>
        ) : (
          <SelectField
            control={control}
            name="list_id"
            label={t('apps:connect.list')}
            helperText={t('apps:connect.listHelp', { service: name })}
            options={check.lists.map((list) => ({ value: list.id, label: list.name }))}
          />
        ))}
    </>
  );
}
