import { type ContentPageAnswer, type ContentPageSettings, isIsoInstant } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopySnippet } from '@/components/copy-snippet';
import { DateTimePicker } from '@/components/date-time-picker';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateContentPage, useSaveContentPage } from '../api/content-pages';
import { blockSnippet } from '../content-page-status';

/** The server's field paths this form shows under a field; any other refusal shows in the alert. */
const SHOWN_FIELDS = ['name', 'placement_key', 'from', 'to'] as const;
type ShownField = (typeof SHOWN_FIELDS)[number];
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

interface ContentPageDialogProps {
  accountId: string;
  /** Open for a new page. */
  creating: boolean;
  /** The page whose settings are edited; null (and not creating): the dialog is closed. */
  page: ContentPageAnswer | null;
  onClose: () => void;
  onSaved: (page: ContentPageAnswer, created: boolean) => void;
}

/** A page's or block's settings, new or existing: name, placement key and its period (Oslo time). */
export function ContentPageDialog(props: ContentPageDialogProps) {
  const { t } = useTranslation(['contentbuilder']);
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!props.creating && props.page === null) return null;
  const page = props.creating ? null : props.page;
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>
        {page
          ? t('contentbuilder:dialog.editTitle', { name: page.name })
          : t('contentbuilder:dialog.createTitle')}
      </DialogTitle>
      <ContentPageForm {...props} page={page} />
    </Dialog>
  );
}

function ContentPageForm({ accountId, page, onClose, onSaved }: Omit<ContentPageDialogProps, 'creating'>) {
  const { t } = useTranslation(['contentbuilder', 'fields']);
  const create = useCreateContentPage(accountId);
  const save = useSaveContentPage(accountId);
  const mutation = page ? save : create;
  const [name, setName] = useState(page?.name ?? '');
  const [key, setKey] = useState(page?.placement_key ?? '');
  // An ISO instant, null, or what was typed and could not be read (the picker says why).
  const [from, setFrom] = useState<string | null>(page?.from ?? null);
  const [to, setTo] = useState<string | null>(page?.to ?? null);
  // The client's own checks, with the server's messages; cleared field by field as the owner edits.
  const [local, setLocal] = useState<Partial<Record<ShownField, string>>>({});

  const serverFields = mutation.error instanceof ApiRequestError ? mutation.error.fields : {};
  const fieldError = (field: ShownField): string | null => local[field] ?? serverFields[field] ?? null;
  const shownByField = SHOWN_FIELDS.some((field) => serverFields[field] !== undefined);
  const edited = (field: ShownField) => {
    setLocal(({ [field]: _dropped, ...rest }) => rest);
    mutation.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checks: Partial<Record<ShownField, string>> = {};
    const trimmedName = name.trim();
    const trimmedKey = key.trim();
    if (trimmedName === '') checks.name = t('fields:page_name_required');
    if (trimmedKey === '') checks.placement_key = t('fields:field_empty');
    else if (!KEY_PATTERN.test(trimmedKey)) checks.placement_key = t('fields:placement_key_invalid');
    if (from !== null && !isIsoInstant(from)) checks.from = t('fields:datetime_unreadable');
    if (to !== null && !isIsoInstant(to)) checks.to = t('fields:datetime_unreadable');
    if (!checks.from && !checks.to && from !== null && to !== null && Date.parse(from) >= Date.parse(to)) {
      checks.to = t('fields:schedule_end_after_start');
    }
    setLocal(checks);
    if (Object.keys(checks).length > 0) return;
    const body: ContentPageSettings = {
      name: trimmedName,
      placement_key: trimmedKey,
      from,
      to,
    };
    try {
      const saved = page ? await save.mutateAsync({ id: page.id, body }) : await create.mutateAsync(body);
      onSaved(saved, page === null);
    } catch {
      // The fields or the alert show the server's message.
    }
  };

  const periodField = (field: 'from' | 'to', value: string | null, set: (value: string | null) => void) => (
    <DateTimePicker
      label={t(`contentbuilder:dialog.${field}`)}
      name={field}
      value={value}
      onChange={(next) => {
        set(next);
        edited(field);
      }}
      error={fieldError(field) ?? undefined}
      helperText={t('contentbuilder:dialog.periodFieldHelp')}
      defaultTime="00:00"
    />
  );

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('contentbuilder:dialog.name')}
            required
            autoFocus
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              edited('name');
            }}
            error={fieldError('name') !== null}
            helperText={fieldError('name')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
          <TextField
            label={t('contentbuilder:dialog.placementKey')}
            required
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              edited('placement_key');
            }}
            error={fieldError('placement_key') !== null}
            helperText={fieldError('placement_key') ?? t('contentbuilder:dialog.placementKeyHelp')}
            slotProps={{
              htmlInput: { maxLength: 60, spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' },
              input: { sx: { fontFamily: 'monospace' } },
            }}
            fullWidth
          />
          {page && (
            <div>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {t('contentbuilder:dialog.snippet')}
              </Typography>
              <CopySnippet
                code={blockSnippet(page.placement_key)}
                copyText={t('contentbuilder:list.copy')}
                copyLabel={t('contentbuilder:list.copyNamed', { name: page.name })}
                copiedText={t('contentbuilder:list.copied')}
                failedText={t('contentbuilder:list.copyFailed')}
              />
            </div>
          )}
          <div>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {periodField('from', from, setFrom)}
              {periodField('to', to, setTo)}
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {t('contentbuilder:dialog.periodHelp')}
            </Typography>
          </div>
          {!shownByField && <FormErrorAlert error={mutation.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('contentbuilder:dialog.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('contentbuilder:dialog.saving')
            : page
              ? t('contentbuilder:dialog.save')
              : t('contentbuilder:dialog.create')}
        </Button>
      </DialogActions>
    </form>
  );
}
