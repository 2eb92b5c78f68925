import { normalizeSearchText, SEARCH_WORD_MAX_LENGTH } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/field-error';

/** react-hook-form's errors for the list: one for the whole list, or one per synonym. */
export type SynonymListErrors = {
  message?: string;
  root?: { message?: string };
  [index: number]: { message?: string } | undefined;
};

interface SynonymListProps {
  /** The word itself (normalised), which a synonym may not repeat. */
  word: string;
  value: string[];
  onChange: (synonyms: string[]) => void;
  max: number;
  errors?: SynonymListErrors;
  /** The text being typed in the add field (the form adds it on save too). */
  draft: string;
  onDraftChange: (draft: string) => void;
}

/** The synonyms as rows with a remove button each, and a field to add one (Enter or the button). */
export function SynonymList({ word, value, onChange, max, errors, draft, onDraftChange }: SynonymListProps) {
  const { t } = useTranslation(['search', 'fields']);
  const errorText = useFieldErrorText();
  const headingId = useId();
  const listErrorId = useId();
  const draftRef = useRef<HTMLInputElement>(null);
  const [draftError, setDraftError] = useState<string>();

  const add = () => {
    const synonym = normalizeSearchText(draft);
    if (synonym === '') return setDraftError('synonym_empty');
    if (synonym === word || value.includes(synonym)) return setDraftError('synonym_duplicate');
    onChange([...value, synonym]);
    onDraftChange('');
    setDraftError(undefined);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, at) => at !== index));
    draftRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const listError = errors?.message ?? errors?.root?.message;
  const full = value.length >= max;

  return (
    <Stack
      spacing={1}
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0 }}
      aria-describedby={listError ? listErrorId : undefined}
    >
      <Typography id={headingId} component="legend" variant="subtitle1">
        {t('search:synonyms.synonyms')}
      </Typography>
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('search:synonyms.noneYet')}
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId} sx={{ py: 0 }}>
          {value.map((synonym, index) => {
            const error = errorText(errors?.[index]);
            return (
              <ListItem
                key={synonym}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    onClick={() => remove(index)}
                    aria-label={t('search:synonyms.remove', { synonym })}
                  >
                    <span aria-hidden="true">×</span>
                  </IconButton>
                }
              >
                <ListItemText
                  primary={synonym}
                  secondary={error}
                  slotProps={{ secondary: { color: 'error' } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {listError && (
        <FormHelperText id={listErrorId} error>
          {errorText({ message: listError })}
        </FormHelperText>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('search:synonyms.newSynonym')}
          value={draft}
          inputRef={draftRef}
          onChange={(event) => {
            onDraftChange(event.target.value);
            setDraftError(undefined);
          }}
          onKeyDown={onKeyDown}
          disabled={full}
          error={Boolean(draftError)}
          helperText={
            draftError
              ? t(`fields:${draftError}` as 'fields:synonym_empty')
              : t('search:synonyms.newSynonymHelp', { max })
          }
          slotProps={{ htmlInput: { maxLength: SEARCH_WORD_MAX_LENGTH } }}
          size="small"
          fullWidth
        />
        <Button variant="outlined" onClick={add} disabled={full} sx={{ flexShrink: 0 }}>
          {t('search:synonyms.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
