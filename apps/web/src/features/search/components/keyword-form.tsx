import {
  KEYWORD_CONTENT_MAX_LENGTH,
  type Keyword,
  type KeywordBody,
  keywordBodySchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/form-text-field';
import { paths } from '@/config/paths';
import { useFieldErrorText } from '@/lib/field-error';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { useSaveKeyword } from '../api/keywords';
import { TuningForm } from './tuning-form';

/** The search word and the content shown above the results when a search contains it. */
export function KeywordForm({ accountId, keyword }: { accountId: string; keyword?: Keyword }) {
  const { t } = useTranslation(['search']);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const save = useSaveKeyword(accountId, keyword?.id);
  const errorText = useFieldErrorText();
  const { control, handleSubmit, setError, reset } = useForm<KeywordBody>({
    resolver: zodResolver(keywordBodySchema),
    mode: 'onTouched',
    defaultValues: { keyword: keyword?.keyword ?? '', content: keyword?.content ?? '' },
  });
  const content = useController({ control, name: 'content' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      enqueueSnackbar(t('search:keywords.saved'), { variant: 'success' });
      reset({ keyword: saved.keyword, content: saved.content });
      if (!keyword || saved.keyword !== keyword.keyword)
        navigate(paths.searchKeyword.href(accountId, saved.id, saved.keyword), { replace: true });
    } catch (error) {
      setServerFieldErrors(error, setError, ['keyword', 'content']);
    }
  });

  return (
    <TuningForm label={t('search:keywords.formLabel')} onSubmit={onSubmit} save={save} spacing={2}>
      <FormTextField
        control={control}
        name="keyword"
        label={t('search:keywords.word')}
        helperText={t('search:keywords.wordHelp')}
        required
      />
      <TextField
        name={content.field.name}
        value={content.field.value ?? ''}
        onChange={content.field.onChange}
        onBlur={content.field.onBlur}
        inputRef={content.field.ref}
        label={t('search:keywords.content')}
        required
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: KEYWORD_CONTENT_MAX_LENGTH } }}
        error={Boolean(content.fieldState.error)}
        helperText={
          errorText(content.fieldState.error) ??
          t('search:keywords.contentHelp', { max: KEYWORD_CONTENT_MAX_LENGTH })
        }
      />
    </TuningForm>
  );
}
