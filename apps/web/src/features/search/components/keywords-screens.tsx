import type { Keyword } from '@butikkpanel/contracts';
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
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/features/income';
import { useDeleteKeyword, useKeyword, useKeywords } from '../api/keywords';
import { KeywordDeleteButton } from './keyword-delete-button';
import { KeywordForm } from './keyword-form';
import { SearchTestLayout } from './search-test-layout';

const PREVIEW_LENGTH = 80;
const preview = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
};

/** search/keywords: content shown above the results when a search contains a word. */
export function KeywordsScreen() {
  const { t, i18n } = useTranslation(['search']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { accountId = '' } = useParams();
  const keywords = useKeywords(accountId);
  return (
    <SearchTestLayout
      actions={
        <Button variant="contained" component={RouterLink} to={paths.searchKeyword.href(accountId, 'new')}>
          {t('search:keywords.create')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('search:keywords.intro')}</Typography>
        <FormErrorAlert error={keywords.error} />
        {keywords.isPending && <CircularProgress aria-label={t('search:loading')} />}
        {keywords.data?.length === 0 && (
          <EmptyState title={t('search:keywords.emptyTitle')}>
            <Typography color="text.secondary">{t('search:keywords.emptyText')}</Typography>
          </EmptyState>
        )}
        {keywords.data && keywords.data.length > 0 && (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t('search:keywords.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('search:keywords.word')}</TableCell>
                    <TableCell>{t('search:keywords.content')}</TableCell>
                    <TableCell>{t('search:columns.updated')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {keywords.data.map((keyword: Keyword) => (
                    <TableRow key={keyword.id} hover>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Link
                          component={RouterLink}
                          to={paths.searchKeyword.href(accountId, keyword.id, keyword.keyword)}
                        >
                          {keyword.keyword}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {preview(keyword.content)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(keyword.updated_at, language)}
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

/** search/keywords/{id}/{word}: create (id "new") or edit one keyword. */
export function KeywordEditScreen() {
  const { accountId = '', id = 'new' } = useParams();
  if (id === 'new') return <KeywordEditor key={`${accountId}/new`} accountId={accountId} />;
  return <ExistingKeyword key={`${accountId}/${id}`} accountId={accountId} id={id} />;
}

function ExistingKeyword({ accountId, id }: { accountId: string; id: string }) {
  const { t } = useTranslation(['search']);
  const keyword = useKeyword(accountId, id);
  if (keyword.data) return <KeywordEditor accountId={accountId} keyword={keyword.data} />;
  return (
    <SearchTestLayout>
      <BackToKeywords accountId={accountId} />
      <FormErrorAlert error={keyword.error} />
      {keyword.isPending && <CircularProgress aria-label={t('search:loading')} />}
    </SearchTestLayout>
  );
}

function BackToKeywords({ accountId }: { accountId: string }) {
  const { t } = useTranslation(['search']);
  return (
    <Link
      component={RouterLink}
      to={paths.searchKeywords.href(accountId)}
      sx={{ display: 'inline-block', mb: 2 }}
    >
      {t('search:keywords.back')}
    </Link>
  );
}

function KeywordEditor({ accountId, keyword }: { accountId: string; keyword?: Keyword }) {
  const { t } = useTranslation(['search']);
  const remove = useDeleteKeyword(accountId);
  return (
    <SearchTestLayout
      subtitle={keyword ? keyword.keyword : t('search:keywords.new')}
      testQuery={keyword?.keyword ?? ''}
      actions={
        keyword && (
          <KeywordDeleteButton
            mutation={remove}
            id={keyword.id}
            title={t('search:keywords.deleteTitle')}
            text={t('search:keywords.deleteText', { word: keyword.keyword })}
            deleted={t('search:keywords.deleted')}
            listHref={paths.searchKeywords.href(accountId)}
          />
        )
      }
    >
      <BackToKeywords accountId={accountId} />
      <KeywordForm accountId={accountId} keyword={keyword} />
    </SearchTestLayout>
  );
}
