import {
  createRecommendationWidgetBodySchema,
  RECOMMENDATION_DEFAULT_TEMPLATE,
  type RecommendationWidget,
  type RecommendationWidgetTab,
  type RecommendationWidgetType,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetForm, WidgetFormFrame } from '@/components/widget-editor';
import { paths } from '@/config/paths';
import { useCreateRecommendationWidget, useUpdateRecommendationWidget } from '../api/widgets';
import { DesignFields, templatesFor } from './design-fields';
import { EMPTY_CONTEXT, type PreviewContext, PreviewContextFields } from './preview-context';
import { SettingsFields } from './settings-fields';
import { WidgetFigures } from './widget-figures';
import { RecommendationInstall } from './widget-install';
import { WidgetPreview } from './widget-preview';
import { FIELD_TABS, newWidget, widgetValues } from './widget-values';

interface WidgetEditorProps {
  accountId: string;
  /** null: a new widget. */
  widget: RecommendationWidget | null;
  tab: RecommendationWidgetTab;
  onDuplicate: () => void;
}

/**
 * The widget's tabs over one form (the widget editor kit shared with search widgets), so switching tab keeps
 * what was typed and the preview tab shows the unsaved form. A dealer's widget shows read-only.
 */
export function WidgetEditor({ accountId, widget, tab, onDuplicate }: WidgetEditorProps) {
  const { t } = useTranslation(['recommendations']);
  const readOnly = widget !== null && !widget.editable;
  const { form, onSubmit, saving } = useWidgetForm({
    resolver: zodResolver(createRecommendationWidgetBodySchema),
    defaultValues: newWidget(),
    saved: widget ? widgetValues(widget) : null,
    tab,
    fieldTabs: FIELD_TABS,
    tabHref: (id, owner) => paths.recommendation.href(accountId, id, owner),
    toValues: widgetValues,
    create: useCreateRecommendationWidget(accountId),
    update: useUpdateRecommendationWidget(accountId, widget?.id ?? ''),
    savedText: t('recommendations:editor.saved'),
  });
  const { control, watch, getValues, setValue } = form;
  const values = watch();
  const [context, setContext] = useState<PreviewContext>(EMPTY_CONTEXT);

  // A template is made for one type: changing the type moves to the new type's default template.
  const type = values.type as RecommendationWidgetType | undefined;
  useEffect(() => {
    if (!type) return;
    const template = getValues('template');
    if (template && !templatesFor(type).includes(template))
      setValue('template', RECOMMENDATION_DEFAULT_TEMPLATE[type], { shouldDirty: true });
  }, [type, getValues, setValue]);

  const notice = readOnly ? (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onDuplicate}>
          {t('recommendations:list.duplicate')}
        </Button>
      }
    >
      {t('recommendations:editor.dealerNotice')}
    </Alert>
  ) : null;

  if (tab === 'settings' || tab === 'design') {
    return (
      <WidgetFormFrame
        label={t(`recommendations:editor.tabs.${tab}`)}
        onSubmit={onSubmit}
        error={saving.error}
        saving={saving.isPending}
        saveLabel={t('recommendations:save')}
        readOnly={readOnly}
        notice={notice}
        preview={<WidgetPreview accountId={accountId} values={values} context={context} />}
      >
        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {tab === 'settings' ? (
            <SettingsFields accountId={accountId} control={control} isNew={widget === null} />
          ) : (
            <DesignFields control={control} />
          )}
        </fieldset>
      </WidgetFormFrame>
    );
  }
  if (tab === 'preview') {
    return (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PreviewContextFields accountId={accountId} context={context} onChange={setContext} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <WidgetPreview accountId={accountId} values={values} context={context} drawn />
        </Grid>
      </Grid>
    );
  }
  if (tab === 'figures') {
    return widget ? (
      <WidgetFigures accountId={accountId} id={widget.id} />
    ) : (
      <Alert severity="info">{t('recommendations:install.unsaved')}</Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <RecommendationInstall
        accountId={accountId}
        widgetId={widget?.id ?? values.id ?? ''}
        type={type ?? 'shop'}
        saved={widget !== null}
      />
    </Stack>
  );
}
