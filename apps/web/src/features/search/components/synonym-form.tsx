import {
  normalizeSearchText,
  SYNONYMS_MAX,
  type Synonym,
  type SynonymBody,
  synonymBodySchema,
} from '@butikkpanel/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/form-text-field';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useSaveSynonym } from '../api/synonyms';
import { SynonymList, type SynonymListErrors } from './synonym-list';
import { TuningForm } from './tuning-form';

/** What the contracts schema gives back: the words normalised, the direction filled in. */
type Saved = Required<SynonymBody>;

/** The word, its synonyms and whether they also find the word. */
export function SynonymForm({
  accountId,
  synonym,
  initialWord = '',
}: {
  accountId: string;
  synonym?: Synonym;
  initialWord?: string;
}) {
  const { t } = useTranslation(['search']);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const save = useSaveSynonym(accountId, synonym?.id);
  const directionId = useId();
  const { control, handleSubmit, setError, reset, formState, watch, getValues, setValue } = useForm<
    SynonymBody,
    unknown,
    Saved
  >({
    resolver: zodResolver(synonymBodySchema),
    mode: 'onTouched',
    defaultValues: {
      word: synonym?.word ?? initialWord,
      synonyms: synonym?.synonyms ?? [],
      two_way: synonym?.two_way ?? true,
    },
  });
  const synonyms = useController({ control, name: 'synonyms' });
  const twoWay = useController({ control, name: 'two_way' });
  const word = normalizeSearchText(watch('word') ?? '');
  const [draft, setDraft] = useState('');

  /** A synonym typed but not added yet is saved too, rather than silently lost. */
  const addDraft = () => {
    const pending = normalizeSearchText(draft);
    const current = getValues('synonyms');
    if (pending === '' || pending === word || current.includes(pending)) return;
    setValue('synonyms', [...current, pending]);
    setDraft('');
  };

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      enqueueSnackbar(t('search:synonyms.saved'), { variant: 'success' });
      reset({ word: saved.word, synonyms: saved.synonyms, two_way: saved.two_way });
      if (!synonym || saved.word !== synonym.word)
        navigate(paths.searchSynonym.href(accountId, saved.id, saved.word), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'word') setError('word', { type: 'server', message });
        else if (field.startsWith('synonyms')) setError('synonyms', { type: 'server', message });
      }
    }
  });

  const listErrors = formState.errors.synonyms as SynonymListErrors | undefined;

  return (
    <TuningForm
      label={t('search:synonyms.formLabel')}
      onSubmit={(event) => {
        addDraft();
        return submit(event);
      }}
      save={save}
      spacing={3}
    >
      <FormTextField
        control={control}
        name="word"
        label={t('search:synonyms.word')}
        helperText={t('search:synonyms.wordHelp')}
        required
      />
      <SynonymList
        word={word}
        value={synonyms.field.value}
        onChange={synonyms.field.onChange}
        max={SYNONYMS_MAX}
        errors={listErrors}
        draft={draft}
        onDraftChange={setDraft}
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              name={twoWay.field.name}
              checked={twoWay.field.value ?? true}
              onChange={(event) => twoWay.field.onChange(event.target.checked)}
              onBlur={twoWay.field.onBlur}
              slotProps={{ input: { ref: twoWay.field.ref, 'aria-describedby': directionId } }}
            />
          }
          label={t('search:synonyms.twoWay')}
        />
        <Typography id={directionId} variant="body2" color="text.secondary">
          {(twoWay.field.value ?? true) ? t('search:synonyms.twoWayOn') : t('search:synonyms.twoWayOff')}
        </Typography>
      </div>
    </TuningForm>
  );
}
