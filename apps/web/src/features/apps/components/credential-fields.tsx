import type { AppService } from '@butikkpanel/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import type { ConnectValues } from './connect-values';
import { connectionFieldsOf } from './connection-fields';
import { useFieldHelp } from './use-field-help';

/**
 * The service's connection fields with where to find each. Secrets are password fields the browser is asked
 * not to fill in or remember.
 */
export function CredentialFields({
  service,
  control,
}: {
  service: AppService;
  control: Control<ConnectValues>;
}) {
  const { t } = useTranslation(['apps']);
  const help = useFieldHelp(service);
  return connectionFieldsOf(service).map(({ name, secret }) => (
    <FormTextField
      key={name}
      control={control}
      name={`credentials.${name}`}
      label={t(`apps:fields.${name}`)}
      helperText={help[name]}
      type={secret ? 'password' : 'text'}
      autoComplete="off"
      required
    />
  ));
}
