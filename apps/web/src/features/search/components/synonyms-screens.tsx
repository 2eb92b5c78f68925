import type { Synonym } from '@butikkpanel/contracts';
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
import { useDeleteSynonym, useSynonym, useSynonyms } from '../api/synonyms';
import { KeywordDeleteButton } from './keyword-delete-button';
import { SearchTestLayout } from './search-test-layout';
import { SynonymForm } from './synonym-form';

/** search/synonyms: words that find each other (joggesko finds sneakers). */
export function SynonymsScreen() {
  const { t, i18n } = useTranslation(['search']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { accountId = '' } = useParams();
  const synonyms = useSynonyms(accountId);
  return (
    <SearchTestLayout
      actions={
        <Button variant="contained" component={RouterLink} to={paths.searchSynonym.href(accountId, 'new')}>
          {t('search:synonyms.create')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('search:synonyms.intro')}</Typography>
        <FormErrorAlert error={synonyms.error} />
        {synonyms.isPending && <CircularProgress aria-label={t('search:loading')} />}
        {synonyms.data?.length === 0 && (
          <EmptyState title={t('search:synonyms.emptyTitle')}>
            <Typography color="text.secondary">{t('search:synonyms.emptyText')}</Typography>
          </EmptyState>
        )}
        {synonyms.data && synonyms.data.length > 0 && (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t('search:synonyms.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('search:synonyms.word')}</TableCell>
                    <TableCell>{t('search:synonyms.synonyms')}</TableCell>
                    <TableCell>{t('search:synonyms.direction')}</TableCell>
                    <TableCell>{t('search:columns.updated')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {synonyms.data.map((synonym: Synonym) => (
                    <TableRow key={synonym.id} hover>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Link
                          component={RouterLink}
                          to={paths.searchSynonym.href(accountId, synonym.id, synonym.word)}
                        >
                          {synonym.word}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{synonym.synonyms.join(', ')}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {synonym.two_way ? t('search:synonyms.bothWays') : t('search:synonyms.oneWay')}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(synonym.updated_at, language)}
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

/** search/synonyms/{id}/{word}: create (id "new", `?word=` prefills the word) or edit one synonym. */
export function SynonymEditScreen() {
  const { accountId = '', id = 'new' } = useParams();
  const [searchParams] = useSearchParams();
  if (id === 'new') {
    const word = searchParams.get('word') ?? '';
    return <SynonymEditor key={`${accountId}/new/${word}`} accountId={accountId} initialWord={word} />;
  }
  return <ExistingSynonym key={`${accountId}/${id}`} accountId={accountId} id={id} />;
}

function ExistingSynonym({ accountId, id }: { accountId: string; id: string }) {
  const { t } = useTranslation(['search']);
  const synonym = useSynonym(accountId, id);
  if (synonym.data) return <SynonymEditor accountId={accountId} synonym={synonym.data} />;
  return (
    <SearchTestLayout>
      <BackToSynonyms accountId={accountId} />
      <FormErrorAlert error={synonym.error} />
      {synonym.isPending && <CircularProgress aria-label={t('search:loading')} />}
    </SearchTestLayout>
  );
}

function BackToSynonyms({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['search']);
  return (
    <Link
      component={RouterLink}
      to={paths.searchSynonyms.href(accountId)}
      sx={{ display: 'inline-block', mb: 2 }}
    >
      {t('search:synonyms.back')}
    </Link>
  );
}

function SynonymEditor({
  accountId,
  synonym,
  initialWord,
}: {
  accountId: string;
  synonym?: Synonym;
  initialWord?: string;
}) {
  const { t } = useTranslation(['search']);
  const remove = useDeleteSynonym(accountId);
  return (
    <SearchTestLayout
      subtitle={synonym ? synonym.word : t('search:synonyms.new')}
      testQuery={synonym?.word ?? initialWord ?? ''}
      actions={
        synonym && (
          <KeywordDeleteButton
            mutation={remove}
            id={synonym.id}
            title={t('search:synonyms.deleteTitle')}
            text={t('search:synonyms.deleteText', { word: synonym.word })}
            deleted={t('search:synonyms.deleted')}
            listHref={paths.searchSynonyms.href(accountId)}
          />
        )
      }
    >
      <BackToSynonyms accountId={accountId} />
      <SynonymForm accountId={accountId} synonym={synonym} initialWord={initialWord} />
    </SearchTestLayout>
  );
}
