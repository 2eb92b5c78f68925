import type { CustomResult } from '@butikkpanel/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/features/income';
import { useCustomResult, useCustomResults, useDeleteCustomResult } from '../api/custom-results';
import { CustomResultForm } from './custom-result-form';
import { KeywordDeleteButton } from './keyword-delete-button';
import { SearchTestLayout } from './search-test-layout';

const phrasesOf = (result: CustomResult) =>
  result.phrases.length > 0 ? result.phrases.join(', ') : result.phrase;

/** search/custom: chosen products shown first, or instead of the result, for given phrases. */
export function CustomResultsScreen() {
  const { t, i18n } = useTranslation(['search']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { accountId = '' } = useParams();
  const results = useCustomResults(accountId);
  return (
    <SearchTestLayout
      actions={
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.searchCustomResult.href(accountId, 'new')}
        >
          {t('search:custom.create')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('search:custom.intro')}</Typography>
        <FormErrorAlert error={results.error} />
        {results.isPending && <CircularProgress aria-label={t('search:loading')} />}
        {results.data?.length === 0 && (
          <EmptyState title={t('search:custom.emptyTitle')}>
            <Typography color="text.secondary">{t('search:custom.emptyText')}</Typography>
          </EmptyState>
        )}
        {results.data && results.data.length > 0 && (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t('search:custom.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('search:custom.phrases')}</TableCell>
                    <TableCell>{t('search:custom.kind')}</TableCell>
                    <TableCell align="right">{t('search:custom.includedCount')}</TableCell>
                    <TableCell align="right">{t('search:custom.excludedCount')}</TableCell>
                    <TableCell>{t('search:columns.updated')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {results.data.map((result) => (
                    <TableRow key={result.id} hover>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Link component={RouterLink} to={paths.searchCustomResult.href(accountId, result.id)}>
                          {phrasesOf(result)}
                        </Link>
                      </TableCell>
                      <TableCell>
                        {result.merge ? t('search:custom.kindMerge') : t('search:custom.kindReplace')}
                      </TableCell>
                      <TableCell align="right">{result.included.length}</TableCell>
                      <TableCell align="right">{result.excluded.length}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(result.updated_at, language)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        )}
      </Stack>
    </SearchTestLayout>
  );
}

/** search/custom/{id}: create (id "new", `?phrase=` prefills the phrase) or edit one custom result. */
export function CustomResultEditScreen() {
  const { accountId = '', id = 'new' } = useParams();
  const [searchParams] = useSearchParams();
  if (id === 'new') {
    const phrase = searchParams.get('phrase') ?? '';
    return (
      <CustomResultEditor key={`${accountId}/new/${phrase}`} accountId={accountId} initialPhrase={phrase} />
    );
  }
  return <ExistingCustomResult key={`${accountId}/${id}`} accountId={accountId} id={id} />;
}

function ExistingCustomResult({ accountId, id }: { accountId: string; id: string }) {
  const { t } = useTranslation(['search']);
  const result = useCustomResult(accountId, id);
  if (result.data) return <CustomResultEditor accountId={accountId} result={result.data} />;
  return (
    <SearchTestLayout>
      <BackToCustomResults accountId={accountId} />
      <FormErrorAlert error={result.error} />
      {result.isPending && <CircularProgress aria-label={t('search:loading')} />}
    </SearchTestLayout>
  );
}

function BackToCustomResults({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['search']);
  return (
    <Link
      component={RouterLink}
      to={paths.searchCustom.href(accountId)}
      sx={{ display: 'inline-block', mb: 2 }}
    >
      {t('search:custom.back')}
    </Link>
  );
}

function CustomResultEditor({
  accountId,
  result,
  initialPhrase,
}: {
  accountId: string;
  result?: CustomResult;
  initialPhrase?: string;
}) {
  const { t } = useTranslation(['search']);
  const remove = useDeleteCustomResult(accountId);
  return (
    <SearchTestLayout
      subtitle={result ? phrasesOf(result) : t('search:custom.new')}
      testQuery={result?.phrases[0] ?? result?.phrase ?? initialPhrase ?? ''}
      actions={
        result && (
          <KeywordDeleteButton
            mutation={remove}
            id={result.id}
            title={t('search:custom.deleteTitle')}
            text={t('search:custom.deleteText', { phrase: phrasesOf(result) })}
            deleted={t('search:custom.deleted')}
            listHref={paths.searchCustom.href(accountId)}
          />
        )
      }
    >
      <BackToCustomResults accountId={accountId} />
      <CustomResultForm accountId={accountId} result={result} initialPhrase={initialPhrase} />
    </SearchTestLayout>
  );
}
