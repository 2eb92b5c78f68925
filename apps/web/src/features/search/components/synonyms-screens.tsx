import type { Synonym } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useDeleteSynonym, useSynonym, useSynonyms } from '../api/synonyms';
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
      <DataList
        {...fromQuery(synonyms)}
        label={t('search:synonyms.tableLabel')}
        rowKey={(synonym) => synonym.id}
        empty={{ title: t('search:synonyms.emptyTitle'), text: t('search:synonyms.emptyText') }}
        paging={{ mode: 'client', pageSize: 50, pageSizes: [25, 50, 100] }}
        columns={[
          {
            key: 'word',
            label: t('search:synonyms.word'),
            sortValue: (synonym) => synonym.word,
            wrap: 'anywhere',
            cell: (synonym) => (
              <Link component={RouterLink} to={paths.searchSynonym.href(accountId, synonym.id, synonym.word)}>
                {synonym.word}
              </Link>
            ),
          },
          {
            key: 'synonyms',
            label: t('search:synonyms.synonyms'),
            wrap: 'anywhere',
            cell: (synonym) => synonym.synonyms.join(', '),
          },
          {
            key: 'direction',
            label: t('search:synonyms.direction'),
            wrap: 'nowrap',
            cell: (synonym) =>
              synonym.two_way ? t('search:synonyms.bothWays') : t('search:synonyms.oneWay'),
          },
          {
            key: 'updated',
            label: t('search:columns.updated'),
            sortValue: (synonym) => synonym.updated_at,
            wrap: 'nowrap',
            cell: (synonym) => formatDateTime(synonym.updated_at, language),
          },
        ]}
      />
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
