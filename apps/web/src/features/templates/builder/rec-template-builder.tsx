import {
  type RecommendationTemplate,
  type RecommendationTemplateFields,
  recommendationTemplateFieldsSchema,
  recommendationTemplateSettingsSchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useMemo, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSaveShortcut } from '@/components/builder/use-save-shortcut';
import { DrawnPreview } from '@/components/drawn-preview';
import { FormErrorAlert } from '@/components/form-error-alert';
import { FormTextField } from '@/components/form-text-field';
import { LeaveDialog } from '@/components/leave-dialog';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/field-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUnsavedGuard } from '@/lib/use-unsaved-guard';
import { useCreateTemplate, useTemplatePreview, useUpdateTemplate } from '../api/templates';
import { areaOfKind, builderHref, templateName } from '../components/template-values';
import { CodeEditor } from './code-editor';
import { compileErrorLine } from './compile-error';
import { PreviewProductsFields, previewProductsBody, SAMPLE_PRODUCTS } from './preview-products';
import { SettingsFields } from './settings-fields';
import type { TemplateControl, TemplateFormInput } from './template-form';
import { VersionsPanel } from './versions-panel';

/** How long typing must pause before the preview is drawn again. */
const PREVIEW_PAUSE_MS = 400;

const fieldsOf = (template: RecommendationTemplate): RecommendationTemplateFields => ({
  name: template.name,
  kind: template.kind,
  html: template.html,
  css: template.css,
  // columns named even when left out, so the form's own copy (which has the key) compares equal after a save.
  settings: { columns: undefined, ...template.settings },
});

/** One source editor with its label and the compile error the server gave for it. */
function SourceField({
  control,
  name,
  readOnly,
}: {
  control: TemplateControl;
  name: 'html' | 'css';
  readOnly: boolean;
}) {
  const { t } = useTranslation(['templates']);
  const labelId = useId();
  const describedId = useId();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const message = errorText(fieldState.error);
  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} component="label" variant="subtitle2">
        {t(`templates:builder.${name}`)}
      </Typography>
      <CodeEditor
        language={name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        labelId={labelId}
        describedBy={describedId}
        readOnly={readOnly}
        errorLine={compileErrorLine(message)}
      />
      <Typography
        id={describedId}
        variant="body2"
        color={message ? 'error' : 'text.secondary'}
        role={message ? 'alert' : undefined}
      >
        {message ?? t('templates:builder.editorHelp')}
      </Typography>
    </Stack>
  );
}

/** What the server said about drawing the unsaved sources: the compile error's text when it gave one. */
function previewFailure(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  return error.fields.html ?? error.fields.css ?? error.message;
}

/**
 * The recommendation and search template builder: the Liquid HTML and CSS in code editors, the settings as
 * fields, and the unsaved sources drawn by the server at desktop and phone widths. Read-only (with Dupliser)
 * for the defaults' and the dealer's templates.
 */
export function RecTemplateBuilder({
  accountId,
  template,
}: {
  accountId: string;
  template: RecommendationTemplate;
}) {
  const { t } = useTranslation(['templates', 'shell']);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const titleId = useId();
  const area = areaOfKind(template.kind);
  const readOnly = !template.editable;
  const update = useUpdateTemplate(accountId, template.id ?? 0);
  const duplicate = useCreateTemplate(accountId);
  const { control, handleSubmit, reset, setError, watch, formState } = useForm<
    TemplateFormInput,
    unknown,
    RecommendationTemplateFields
  >({
    resolver: zodResolver(recommendationTemplateFieldsSchema),
    defaultValues: fieldsOf(template),
  });
  const dirtyRef = useRef(false);
  dirtyRef.current = formState.isDirty && !readOnly;
  const blocker = useUnsavedGuard(() => dirtyRef.current);

  const save = async (): Promise<boolean> => {
    if (readOnly) return false;
    let saved = false;
    await handleSubmit(async (values) => {
      try {
        const answer = await update.mutateAsync(values);
        reset(fieldsOf(answer.data));
        saved = true;
        enqueueSnackbar(t('templates:builder.saved', { version: answer.data.version }), {
          variant: 'success',
        });
      } catch (error) {
        // A compile error names html or css: it shows at its editor, and the saved version stays.
        setServerFieldErrors(error);
      }
    })();
    return saved;
  };
  const setServerFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return;
    for (const name of ['name', 'html', 'css'] as const) {
      const message = error.fields[name];
      if (message) setError(name, { type: 'server', message });
    }
  };
  useSaveShortcut(save);

  const [kind, html, css, settings] = watch(['kind', 'html', 'css', 'settings']);
  const draft = useDebouncedValue(
    useMemo(() => ({ kind, html, css, settings }), [kind, html, css, settings]),
    PREVIEW_PAUSE_MS,
  );
  // Settings being typed (a colour half written) are not drawn: the last good drawing stays.
  const [previewProducts, setPreviewProducts] = useState(SAMPLE_PRODUCTS);
  const previewBody = useMemo(() => {
    const parsed = recommendationTemplateSettingsSchema.safeParse(draft.settings);
    if (!parsed.success) return null;
    const products = draft.kind === 'search' ? {} : previewProductsBody(previewProducts);
    return { ...draft, settings: parsed.data, ...products };
  }, [draft, previewProducts]);
  const preview = useTemplatePreview(accountId, previewBody);
  const failure = previewFailure(preview.error);

  const makeCopy = async () => {
    try {
      const copy = await duplicate.mutateAsync({
        name: t('templates:create.copyName', { name: templateName(template, t) }),
        from: template.key,
      });
      if (copy.data.id !== null) navigate(builderHref(accountId, copy.data.id, area));
    } catch {
      // FormErrorAlert below shows why.
    }
  };

  const listHref =
    area === 'search' ? paths.searchTemplates.href(accountId) : paths.recommendationTemplates.href(accountId);
  return (
    <Box sx={{ p: { xs: 0, md: 1 } }}>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack spacing={0.5}>
            <Link component={RouterLink} to={listHref}>
              {t('templates:builder.back')}
            </Link>
            <Typography id={titleId} component="h1" variant="h5">
              {t('shell:nav.templateBuilder')}
            </Typography>
            <Typography color="text.secondary">
              {t(`templates:kinds.${template.kind}`)} ·{' '}
              {t('templates:builder.version', { version: template.version })}
              {formState.isDirty && !readOnly ? ` · ${t('templates:builder.unsaved')}` : ''}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant={readOnly ? 'contained' : 'outlined'}
              onClick={makeCopy}
              disabled={duplicate.isPending}
            >
              {t('templates:list.duplicate')}
            </Button>
            {!readOnly && (
              <Button variant="contained" onClick={() => void save()} disabled={update.isPending}>
                {t('templates:builder.save')}
              </Button>
            )}
          </Stack>
        </Stack>
        {readOnly && <Alert severity="info">{t(`templates:builder.readOnly.${template.owner}`)}</Alert>}
        <FormErrorAlert error={update.error ?? duplicate.error} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
            <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <FormTextField control={control} name="name" label={t('templates:builder.name')} required />
            </Box>
            <SourceField control={control} name="html" readOnly={readOnly} />
            <SourceField control={control} name="css" readOnly={readOnly} />
            <Typography component="h2" variant="h6">
              {t('templates:settings.title')}
            </Typography>
            <SettingsFields control={control} disabled={readOnly} />
          </Stack>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <Stack spacing={1} component="section" aria-labelledby={`${titleId}-preview`}>
              <Typography id={`${titleId}-preview`} component="h2" variant="h6">
                {t('templates:preview.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('templates:preview.intro')}
              </Typography>
              {kind !== 'search' && (
                <PreviewProductsFields
                  accountId={accountId}
                  kind={kind}
                  choice={previewProducts}
                  onChange={setPreviewProducts}
                />
              )}
              {previewBody === null && <Typography>{t('templates:preview.invalid')}</Typography>}
              {failure && <Alert severity="error">{failure}</Alert>}
              {preview.data && (
                <DrawnPreview
                  html={preview.data.html}
                  css={preview.data.css}
                  label={(size, width) => t(`templates:preview.${size}`, { width })}
                  testIdPrefix="template-drawn"
                />
              )}
            </Stack>
            {template.id !== null && (
              <VersionsPanel
                accountId={accountId}
                templateId={template.id}
                current={template.version}
                editable={!readOnly}
                onRestored={(restored) => reset(fieldsOf(restored))}
              />
            )}
          </Stack>
        </Box>
      </Stack>
      <LeaveDialog
        title={t('templates:leave.title')}
        text={t('templates:leave.text')}
        blocker={blocker}
        saving={update.isPending}
        save={save}
      />
    </Box>
  );
}
