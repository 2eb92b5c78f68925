import {
  createSearchWidgetBodySchema,
  type SearchWidget,
  type SearchWidgetTab,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useCreateSearchWidget, useUpdateSearchWidget } from '../api/search-widgets';
import { SearchWidgetDesignFields, SearchWidgetGeneralFields } from './search-widget-fields';
import { SearchWidgetInstall } from './search-widget-install';
import { SearchWidgetPreview } from './search-widget-preview';
import {
  FIELD_NAMES,
  FIELD_TABS,
  newSearchWidget,
  type SearchWidgetInput,
  type SearchWidgetValues,
  searchWidgetValues,
} from './search-widget-values';

interface SearchWidgetFormProps {
  accountId: string;
  /** null: a new widget. */
  widget: SearchWidget | null;
  tab: SearchWidgetTab;
}

/**
 * Both tabs edit one form, so switching tab keeps what was typed; the preview beside it follows every change.
 */
export function SearchWidgetForm({ accountId, widget, tab }: SearchWidgetFormProps) {
  const { t } = useTranslation(['search-config']);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateSearchWidget(accountId);
  const update = useUpdateSearchWidget(accountId, widget?.id ?? '');
  const save = widget ? update : create;
  const { control, handleSubmit, setError, reset, watch } = useForm<
    SearchWidgetInput,
    unknown,
    SearchWidgetValues
  >({
    resolver: zodResolver(createSearchWidgetBodySchema),
    mode: 'onTouched',
    defaultValues: widget ? searchWidgetValues(widget) : newSearchWidget(),
  });
  const values = watch();
  const routeId = widget?.id ?? 'new';

  /** A bad field on the other tab would be invisible: open its tab. */
  const showTabOf = (fields: string[]) => {
    const owner = fields.map((field) => FIELD_TABS[field as keyof SearchWidgetValues]).find(Boolean);
    if (owner && owner !== tab) navigate(paths.searchWidget.href(accountId, routeId, owner));
  };

  const onInvalid = (errors: FieldErrors<SearchWidgetInput>) => showTabOf(Object.keys(errors));

  const onSubmit = handleSubmit(async (submitted) => {
    try {
      if (widget) {
        const { id: _id, ...body } = submitted;
        const saved = await update.mutateAsync(body);
        reset(searchWidgetValues(saved.data));
      } else {
        const saved = await create.mutateAsync(submitted);
        navigate(paths.searchWidget.href(accountId, saved.data.id, tab), { replace: true });
      }
      enqueueSnackbar(t('search-config:editor.saved'), { variant: 'success' });
    } catch (error) {
      setServerFieldErrors(error, setError, FIELD_NAMES);
      if (error instanceof ApiRequestError) showTabOf(Object.keys(error.fields));
    }
  }, onInvalid);

  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Stack
              spacing={2}
              component="form"
              onSubmit={onSubmit}
              noValidate
              aria-label={t(`search-config:editor.tabs.${tab}`)}
            >
              <FormErrorAlert error={save.error} />
              {tab === 'general' ? (
                <SearchWidgetGeneralFields control={control} isNew={widget === null} />
              ) : (
                <SearchWidgetDesignFields control={control} />
              )}
              <div>
                <Button type="submit" variant="contained" disabled={save.isPending}>
                  {t('search-config:save')}
                </Button>
              </div>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SearchWidgetPreview accountId={accountId} values={values} />
        </Grid>
      </Grid>
      <SearchWidgetInstall accountId={accountId} widgetId={widget?.id ?? values.id} saved={widget !== null} />
    </Stack>
  );
}
