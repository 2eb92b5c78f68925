import {
  CUSTOM_RESULT_EXCLUDED_MAX,
  CUSTOM_RESULT_INCLUDED_MAX,
  type CustomResult,
  type CustomResultBody,
  customResultBodySchema,
  type SearchProductRef,
} from '@butikkpanel/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/form-text-field';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useSaveCustomResult } from '../api/custom-results';
import { CustomResultProducts } from './custom-result-products';
import { TuningForm } from './tuning-form';

export interface CustomResultValues {
  phrase: string;
  comma_separated: boolean;
  merge: boolean;
  included: SearchProductRef[];
  excluded: SearchProductRef[];
}

const FIELDS = ['phrase', 'comma_separated', 'merge', 'included', 'excluded'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

const toBody = (values: CustomResultValues): CustomResultBody => ({
  phrase: values.phrase,
  comma_separated: values.comma_separated,
  merge: values.merge,
  included: values.included.map((product) => product.product_id),
  excluded: values.excluded.map((product) => product.product_id),
});

/** The contracts check on the ids the form will send; each message goes on the field (list) it is about. */
const resolver: Resolver<CustomResultValues> = async (values) => {
  const result = customResultBodySchema.safeParse(toBody(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<CustomResultValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/** The phrase(s), merge or replace, and the products shown first or hidden. */
export function CustomResultForm({
  accountId,
  result,
  initialPhrase = '',
}: {
  accountId: string;
  result?: CustomResult;
  initialPhrase?: string;
}) {
  const { t } = useTranslation(['search']);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const save = useSaveCustomResult(accountId, result?.id);
  const mergeLabelId = useId();
  const { control, handleSubmit, setError, reset, formState } = useForm<CustomResultValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: {
      phrase: result?.phrase ?? initialPhrase,
      comma_separated: result?.comma_separated ?? false,
      merge: result?.merge ?? true,
      included: result?.included ?? [],
      excluded: result?.excluded ?? [],
    },
  });
  const commaSeparated = useController({ control, name: 'comma_separated' });
  const merge = useController({ control, name: 'merge' });
  const included = useController({ control, name: 'included' });
  const excluded = useController({ control, name: 'excluded' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toBody(values));
      enqueueSnackbar(t('search:custom.saved'), { variant: 'success' });
      reset({
        phrase: saved.phrase,
        comma_separated: saved.comma_separated,
        merge: saved.merge,
        included: saved.included,
        excluded: saved.excluded,
      });
      if (!result) navigate(paths.searchCustomResult.href(accountId, saved.id), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return;
      for (const [name, message] of Object.entries(error.fields)) {
        const field = name.split('.')[0];
        if (isField(field)) setError(field, { type: 'server', message });
      }
    }
  });

  return (
    <TuningForm label={t('search:custom.formLabel')} onSubmit={onSubmit} save={save} spacing={3}>
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="phrase"
          label={t('search:custom.phrase')}
          helperText={
            commaSeparated.field.value ? t('search:custom.phrasesHelp') : t('search:custom.phraseHelp')
          }
          required
        />
        <FormControlLabel
          control={
            <Checkbox
              name={commaSeparated.field.name}
              checked={commaSeparated.field.value}
              onChange={(event) => commaSeparated.field.onChange(event.target.checked)}
              onBlur={commaSeparated.field.onBlur}
            />
          }
          label={t('search:custom.commaSeparated')}
        />
      </Stack>
      <FormControl>
        <FormLabel id={mergeLabelId}>{t('search:custom.mergeLegend')}</FormLabel>
        <RadioGroup
          aria-labelledby={mergeLabelId}
          name={merge.field.name}
          value={merge.field.value ? 'merge' : 'replace'}
          onChange={(event) => merge.field.onChange(event.target.value === 'merge')}
        >
          <FormControlLabel value="merge" control={<Radio />} label={t('search:custom.merge')} />
          <FormControlLabel value="replace" control={<Radio />} label={t('search:custom.replace')} />
        </RadioGroup>
        {merge.field.value ? null : <FormHelperText>{t('search:custom.replaceHelp')}</FormHelperText>}
      </FormControl>
      <CustomResultProducts
        accountId={accountId}
        included={included.field.value}
        excluded={excluded.field.value}
        onIncludedChange={included.field.onChange}
        onExcludedChange={excluded.field.onChange}
        includedError={formState.errors.included}
        excludedError={formState.errors.excluded}
        includedMax={CUSTOM_RESULT_INCLUDED_MAX}
        excludedMax={CUSTOM_RESULT_EXCLUDED_MAX}
      />
    </TuningForm>
  );
}
