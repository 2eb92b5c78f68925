import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_MIN_LENGTH } from '@butikkpanel/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchTest } from '../api/search-test';
import { SearchTestResults } from './search-test-results';

export interface SearchTestBoxProps {
  /** Search as this widget does (its filters and look). */
  widgetId?: string;
  /** Prefills the field (the word or phrase being edited); a new value replaces what was typed. */
  initialQuery?: string;
}

/** Tries the shop's search from the panel (GET /api/search/test), so a change can be checked at once. */
export function SearchTestBox({ widgetId, initialQuery = '' }: SearchTestBoxProps) {
  const { t } = useTranslation(['search']);
  const { accountId = '' } = useParams();
  const headingId = useId();
  const [text, setText] = useState(initialQuery);
  const [shownInitial, setShownInitial] = useState(initialQuery);
  if (initialQuery !== shownInitial) {
    setShownInitial(initialQuery);
    setText(initialQuery);
  }
  const debounced = normalizeSearchText(useDebouncedValue(text));
  const query = debounced.length >= SEARCH_TEXT_MIN_LENGTH ? debounced : '';
  const search = useSearchTest(accountId, query, widgetId);
  const answer = query !== '' ? search.data : undefined;

  let status = '';
  if (query === '') status = '';
  else if (search.isFetching && !answer) status = t('search:test.searching');
  else if (answer) status = t('search:test.count', { count: answer.total });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {t('search:test.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('search:test.intro')}
          </Typography>
        </Box>
        <TextField
          type="search"
          label={t('search:test.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={t('search:test.help', { count: SEARCH_TEXT_MIN_LENGTH })}
          slotProps={{ htmlInput: { maxLength: SEARCH_TEXT_MAX_LENGTH } }}
          autoComplete="off"
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography role="status" aria-live="polite" aria-atomic="true" sx={{ fontWeight: 500 }}>
            {status}
          </Typography>
          {search.isFetching && query !== '' && (
            <CircularProgress size={16} aria-label={t('search:test.searching')} />
          )}
        </Stack>
        {query !== '' && <FormErrorAlert error={search.error} />}
        {answer && <SearchTestResults answer={answer} onSuggestion={setText} />}
        {answer?.custom_result && (
          <Chip
            size="small"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            label={t(answer.custom_result.merge ? 'search:test.customMerge' : 'search:test.customReplace')}
          />
        )}
      </Stack>
    </Paper>
  );
}
