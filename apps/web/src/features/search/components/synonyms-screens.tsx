import type { Synonym } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useDeleteSynonym, useSynonym, useSynonyms } from '../api/synonyms';
import { QueryTable } from './query-table';
import { SynonymForm } from './synonym-form';
import { TuningDeleteButton } from './tuning-delete-button';
import { type BackTo, LoadedItem, TuningEditLayout } from './tuning-edit-screen';
import { TuningListScreen } from './tuning-list-screen';

/** search/synonyms: words that find each other (joggesko finds sneakers). */
export function SynonymsScreen() {
  const { t, i18n } = useTranslation(['search']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { accountId = '' } = useParams();
  const synonyms = useSynonyms(accountId);
  return (
    <TuningListScreen
      createHref={paths.searchSynonym.href(accountId, 'new')}
      createLabel={t('search:synonyms.create')}
      intro={t('search:synonyms.intro')}
    >
      <QueryTable
        query={synonyms}
        label={t('search:synonyms.tableLabel')}
        emptyTitle={t('search:synonyms.emptyTitle')}
        emptyText={t('search:synonyms.emptyText')}
        head={
          <>
            <TableCell>{t('search:synonyms.word')}</TableCell>
            <TableCell>{t('search:synonyms.synonyms')}</TableCell>
            <TableCell>{t('search:synonyms.direction')}</TableCell>
            <TableCell>{t('search:columns.updated')}</TableCell>
          </>
        }
      >
        {(rows: Synonym[]) =>
          rows.map((synonym) => (
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
          ))
        }
      </QueryTable>
    </TuningListScreen>
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

function useBackToSynonyms(accountId: string): BackTo {
  const { t } = useTranslation(['search']);
  return { href: paths.searchSynonyms.href(accountId), label: t('search:synonyms.back') };
}

function ExistingSynonym({ accountId, id }: { accountId: string; id: string }) {
  const synonym = useSynonym(accountId, id);
  const back = useBackToSynonyms(accountId);
  return (
    <LoadedItem query={synonym} back={back}>
      {(loaded) => <SynonymEditor accountId={accountId} synonym={loaded} />}
    </LoadedItem>
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
  const back = useBackToSynonyms(accountId);
  return (
    <TuningEditLayout
      back={back}
      subtitle={synonym ? synonym.word : t('search:synonyms.new')}
      testQuery={synonym?.word ?? initialWord ?? ''}
      actions={
        synonym && (
          <TuningDeleteButton
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
      <SynonymForm accountId={accountId} synonym={synonym} initialWord={initialWord} />
    </TuningEditLayout>
  );
}
