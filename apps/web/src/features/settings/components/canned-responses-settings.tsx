import {
  type CannedResponse,
  type CannedResponseBody,
  cannedResponseBodySchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataList, fromQuery } from '@/components/data-list';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useFieldErrorText } from '@/lib/field-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import {
  useCannedResponses,
  useDeleteCannedResponse,
  useSaveCannedResponse,
} from '../api/canned-responses-api';

const EMPTY: CannedResponseBody = { title: '', text: '' };

/** settings/chat: the canned responses ('Hurtigsvar') agents insert in a conversation: add, edit, delete. */
export function CannedResponsesSettings({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['settings']);
  const canned = useCannedResponses(accountId);
  const remove = useDeleteCannedResponse(accountId);
  const [editing, setEditing] = useState<CannedResponse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CannedResponse | null>(null);
  const canManage = canned.data?.can_manage ?? false;

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="canned-title">
      <Stack spacing={2}>
        <Typography id="canned-title" component="h2" variant="h6">
          {t('settings:canned.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings:canned.intro')}
        </Typography>
        <DataList
          {...fromQuery(canned, (answer) => answer.data)}
          label={t('settings:canned.title')}
          loadingLabel={t('settings:loading')}
          rowKey={(response) => response.id}
          empty={{ title: t('settings:canned.empty') }}
          columns={[
            {
              key: 'title',
              label: t('settings:canned.fields.title'),
              sortValue: (response) => response.title,
              wrap: 'anywhere',
              // A heading per response, as before the list became a table: a screen reader can jump between them.
              cell: (response) => (
                <Typography component="h3" variant="inherit" sx={{ fontWeight: 600 }}>
                  {response.title}
                </Typography>
              ),
            },
            {
              key: 'text',
              label: t('settings:canned.fields.text'),
              // Kept inside the cell, since a phone's card does not apply a column's own style.
              cell: (response) => (
                <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {response.text}
                </Box>
              ),
            },
          ]}
          rowActions={
            canManage
              ? {
                  label: t('settings:canned.actions'),
                  render: (response) => (
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        onClick={() => setEditing(response)}
                        aria-label={t('settings:canned.editNamed', { title: response.title })}
                      >
                        {t('settings:canned.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(response)}
                        aria-label={t('settings:canned.deleteNamed', { title: response.title })}
                      >
                        {t('settings:canned.delete')}
                      </Button>
                    </Stack>
                  ),
                }
              : undefined
          }
        />
        {canManage &&
          (editing === null ? (
            <div>
              <Button variant="outlined" onClick={() => setEditing('new')}>
                {t('settings:canned.add')}
              </Button>
            </div>
          ) : (
            <CannedResponseForm
              // A new key per response, so switching from one to another starts the form afresh.
              key={editing === 'new' ? 'new' : editing.id}
              accountId={accountId}
              editing={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          ))}
        {canned.data && !canManage && <Alert severity="info">{t('settings:canned.readOnly')}</Alert>}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings:canned.deleteTitle')}
        text={t('settings:canned.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('settings:canned.delete')}
        cancelLabel={t('settings:canned.cancel')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Paper>
  );
}

function CannedResponseForm({
  accountId,
  editing,
  onDone,
}: {
  accountId: string;
  editing: CannedResponse | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['settings']);
  const save = useSaveCannedResponse(accountId);
  const errorText = useFieldErrorText();
  const { control, handleSubmit, setError } = useForm<CannedResponseBody>({
    resolver: zodResolver(cannedResponseBodySchema),
    mode: 'onTouched',
    defaultValues: editing ? { title: editing.title, text: editing.text } : EMPTY,
  });
  const text = useController({ control, name: 'text' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body: values });
      onDone();
    } catch (error) {
      setServerFieldErrors(error, setError, ['title', 'text']);
    }
  });
  const heading = editing ? t('settings:canned.editTitle') : t('settings:canned.addTitle');

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} aria-label={heading} sx={{ py: 1 }}>
      <Typography component="h3" variant="subtitle1">
        {heading}
      </Typography>
      <FormErrorAlert error={save.error} />
      <FormTextField
        control={control}
        name="title"
        label={t('settings:canned.fields.title')}
        required
        autoFocus
      />
      <TextField
        name={text.field.name}
        value={text.field.value ?? ''}
        onChange={text.field.onChange}
        onBlur={text.field.onBlur}
        inputRef={text.field.ref}
        label={t('settings:canned.fields.text')}
        required
        multiline
        minRows={3}
        fullWidth
        error={Boolean(text.fieldState.error)}
        helperText={errorText(text.fieldState.error)}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('settings:canned.save')}
        </Button>
        <Button onClick={onDone}>{t('settings:canned.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
