import {
  UNIQUE_CODE_BATCH_MAX,
  type UniqueCodeBatch,
  uniqueCodeBatchBodySchema,
} from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/field-error';
import { formatNumber } from '@/lib/format';
import { useCreateBatch } from '../api/unique-codes';

/** "Lag unike koder": how many codes to clone from the template (1 to 100 000), made by a job. */
export function BatchForm({
  accountId,
  templateId,
  onCreated,
}: {
  accountId: string;
  templateId: number;
  onCreated: (batch: UniqueCodeBatch) => void;
}) {
  const { t, i18n } = useTranslation(['discounts']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const errorText = useFieldErrorText();
  const create = useCreateBatch(accountId, templateId);
  const [count, setCount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = () => {
    const typed = count.replace(/[\s\u00a0]/g, '');
    const body = uniqueCodeBatchBodySchema.safeParse({
      template_id: templateId,
      count: typed === '' ? undefined : Number(typed),
    });
    if (!body.success) {
      setFieldError(body.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    create.mutate(body.data, {
      onSuccess: (batch) => {
        setCount('');
        onCreated(batch);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError)
          setFieldError(error.fields.count ?? error.fields.template_id ?? undefined);
      },
    });
  };

  const fieldMessage = errorText(fieldError === undefined ? undefined : { message: fieldError });
  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('discounts:batches.formLabel')}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {!fieldMessage && <FormErrorAlert error={create.error} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={t('discounts:batches.count')}
          value={count}
          onChange={(event) => {
            setCount(event.target.value);
            setFieldError(undefined);
          }}
          error={fieldMessage !== undefined}
          helperText={
            fieldMessage ??
            t('discounts:batches.countHelp', { max: formatNumber(UNIQUE_CODE_BATCH_MAX, language) })
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 260 } }}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('discounts:batches.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
