import {
  type CreateIgnoreEntryBody,
  createIgnoreEntryBodySchema,
  IGNORE_ENTRY_KINDS,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useAddIgnoreEntry } from '../api/add-ignore-entry';

/** One e-mail or IP address; the same contracts rule as the server says what is valid. */
export function AddIgnoreEntryForm({
  accountId,
  onAdded,
}: {
  accountId: string;
  onAdded: (value: string) => void;
}) {
  const { t } = useTranslation(['settings']);
  const add = useAddIgnoreEntry(accountId);
  const { control, handleSubmit, setError, reset } = useForm<CreateIgnoreEntryBody>({
    resolver: zodResolver(createIgnoreEntryBodySchema),
    mode: 'onSubmit',
    defaultValues: { kind: 'email', value: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const entry = await add.mutateAsync(values);
      reset({ kind: values.kind, value: '' });
      onAdded(entry.value);
    } catch (error) {
      setServerFieldErrors(error, setError, ['kind', 'value']);
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={t('settings:ignoreLists.addTitle')}
    >
      <FormErrorAlert error={add.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <TextField
              select
              label={t('settings:ignoreLists.kind')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              sx={{ minWidth: 160 }}
            >
              {IGNORE_ENTRY_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`settings:ignoreLists.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField control={control} name="value" label={t('settings:ignoreLists.value')} required />
        <Button
          type="submit"
          variant="contained"
          disabled={add.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {add.isPending ? t('settings:ignoreLists.adding') : t('settings:ignoreLists.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
