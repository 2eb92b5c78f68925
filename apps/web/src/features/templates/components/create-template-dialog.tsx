import {
  createRecommendationTemplateBodySchema,
  RECOMMENDATION_TEMPLATE_KINDS,
  type RecommendationTemplate,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateTemplate } from '../api/templates';
import { AREA_KINDS, areaOfKind, builderHref, type TemplateArea, templateName } from './template-values';

/** `from` '' starts from an empty template of the kind; else the key of the template to copy. */
const formSchema = z.object({
  name: createRecommendationTemplateBodySchema.shape.name,
  kind: z.enum(RECOMMENDATION_TEMPLATE_KINDS),
  from: z.string(),
});
type CreateForm = z.infer<typeof formSchema>;

/** What the dialog opens with: "Ny mal" (nothing) or Dupliser (the template to copy). */
export type CreateStart = { copy: RecommendationTemplate | null };

/**
 * "Ny mal" and Dupliser: the name (required), the kind and the template to start from; the new template opens
 * in the builder. Opened only by its own buttons.
 */
export function CreateTemplateDialog({
  accountId,
  area,
  templates,
  start,
  onClose,
}: {
  accountId: string;
  area: TemplateArea;
  templates: readonly RecommendationTemplate[];
  /** null: closed. */
  start: CreateStart | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['templates']);
  const titleId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateTemplate(accountId);
  const kinds = AREA_KINDS[area];
  const initial = (): CreateForm => {
    const copy = start?.copy ?? null;
    if (copy)
      return {
        name: t('templates:create.copyName', { name: templateName(copy, t) }),
        kind: copy.kind,
        from: copy.key,
      };
    const kind = kinds[0] ?? 'shop';
    const first = templates.find((template) => template.kind === kind);
    return { name: '', kind, from: first?.key ?? '' };
  };
  const { control, handleSubmit, setError, reset, watch, setValue } = useForm<CreateForm>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { name: '', kind: kinds[0] ?? 'shop', from: '' },
  });
  const kind = watch('kind');
  const close = () => {
    create.reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ name, kind: chosen, from }) => {
    try {
      const created = await create.mutateAsync(
        from === '' ? { name, kind: chosen, html: '' } : { name, from },
      );
      enqueueSnackbar(t('templates:create.done'), { variant: 'success' });
      close();
      if (created.data.id !== null)
        navigate(builderHref(accountId, created.data.id, areaOfKind(created.data.kind)));
    } catch (error) {
      setServerFieldErrors(error, setError, ['name', 'kind']);
    }
  });
  const starts = templates.filter((template) => template.kind === kind);
  return (
    <Dialog
      open={start !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEnter: () => reset(initial()) } }}
    >
      <Stack component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>
          {start?.copy ? t('templates:create.duplicateTitle') : t('templates:create.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert error={create.error} />
            <FormTextField
              control={control}
              name="name"
              label={t('templates:create.name')}
              required
              autoFocus
            />
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <TextField
                  select
                  label={t('templates:create.kind')}
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  disabled={kinds.length < 2}
                  onChange={(event) => {
                    const next = event.target.value as CreateForm['kind'];
                    field.onChange(next);
                    // The start must be of the kind: the first of it, or an empty template.
                    setValue('from', templates.find((template) => template.kind === next)?.key ?? '');
                  }}
                >
                  {kinds.map((option) => (
                    <MenuItem key={option} value={option}>
                      {t(`templates:kinds.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="from"
              render={({ field }) => (
                <TextField
                  select
                  label={t('templates:create.from')}
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                >
                  <MenuItem value="">{t('templates:create.empty')}</MenuItem>
                  {starts.map((template) => (
                    <MenuItem key={template.key} value={template.key}>
                      {templateName(template, t)} ({t(`templates:owners.${template.owner}`)})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('templates:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('templates:create.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
