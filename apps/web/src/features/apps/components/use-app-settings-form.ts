import type { AppDetail, NewsletterSettings, ReviewSettings } from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAppSettings } from '../api/save-app-settings';
import { setAppFieldErrors } from './app-field-errors';

/**
 * One settings form's life, for either kind of app: the saved settings as the form's values, saved through
 * the API and read back from its answer, the server's field messages on the fields. A member who may only
 * read gets the form disabled.
 */
export function useAppSettingsForm<V extends FieldValues>(
  accountId: string,
  app: AppDetail,
  options: {
    schema: z.ZodType<V, V>;
    values: (settings: unknown) => V;
    settings: (values: V) => NewsletterSettings | ReviewSettings;
    /** The server's field names (`settings.delay_days`) and the form's field each lands on. */
    fields: Record<string, FieldPath<V>>;
  },
) {
  const { t } = useTranslation(['apps']);
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAppSettings(accountId, app.service);
  const resolver = useMemo(() => zodResolver(options.schema) as unknown as Resolver<V>, [options.schema]);
  const form = useForm<V>({
    resolver,
    mode: 'onTouched',
    defaultValues: options.values(app.settings) as DefaultValues<V>,
    disabled: !app.can_manage,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(options.settings(values));
      form.reset(options.values(saved.data.settings));
      enqueueSnackbar(t('apps:settings.saved'), { variant: 'success' });
    } catch (error) {
      setAppFieldErrors(error, form.setError, options.fields);
    }
  });
  return { control: form.control, onSubmit, save, canManage: app.can_manage };
}
