import type { CustomResult } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useCustomResult, useCustomResults, useDeleteCustomResult } from '../api/custom-results';
import { CustomResultForm } from './custom-result-form';
import { TuningDeleteButton } from './tuning-delete-button';
import { type BackTo, LoadedItem, TuningEditLayout } from './tuning-edit-screen';
import { TuningListScreen } from './tuning-list-screen';

const phrasesOf = (result: CustomResult) =>
  result.phrases.length > 0 ? result.phrases.join(', ') : result.phrase;

/** search/custom: chosen products shown first, or instead of the result, for given phrases. */
export function CustomResultsScreen() {
  const { t, i18n } = useTranslation(['search']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { accountId = '' } = useParams();
  const results = useCustomResults(accountId);
  return (
    <TuningListScreen
      createHref={paths.searchCustomResult.href(accountId, 'new')}
      createLabel={t('search:custom.create')}
      intro={t('search:custom.intro')}
    >
      <DataList
        {...fromQuery(results)}
        label={t('search:custom.tableLabel')}
        rowKey={(result) => result.id}
        empty={{ title: t('search:custom.emptyTitle'), text: t('search:custom.emptyText') }}
        paging={{ mode: 'client', pageSize: 50, pageSizes: [25, 50, 100] }}
        columns={[
          {
            key: 'phrases',
            label: t('search:custom.phrases'),
            sortValue: phrasesOf,
            wrap: 'anywhere',
            cell: (result) => (
              <Link component={RouterLink} to={paths.searchCustomResult.href(accountId, result.id)}>
                {phrasesOf(result)}
              </Link>
            ),
          },
          {
            key: 'kind',
            label: t('search:custom.kind'),
            cell: (result) => (result.merge ? t('search:custom.kindMerge') : t('search:custom.kindReplace')),
          },
          {
            key: 'included',
            label: t('search:custom.includedCount'),
            align: 'right',
            sortValue: (result) => result.included.length,
            cell: (result) => result.included.length,
          },
          {
            key: 'excluded',
            label: t('search:custom.excludedCount'),
            align: 'right',
            sortValue: (result) => result.excluded.length,
            cell: (result) => result.excluded.length,
          },
          {
            key: 'updated',
            label: t('search:columns.updated'),
            sortValue: (result) => result.updated_at,
            wrap: 'nowrap',
            cell: (result) => formatDateTime(result.updated_at, language),
          },
        ]}
      />
    </TuningListScreen>
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

function useBackToCustomResults(accountId: string): BackTo {
  const { t } = useTranslation(['search']);
  return { href: paths.searchCustom.href(accountId), label: t('search:custom.back') };
}

function ExistingCustomResult({ accountId, id }: { accountId: string; id: string }) {
  const result = useCustomResult(accountId, id);
  const back = useBackToCustomResults(accountId);
  return (
    <LoadedItem query={result} back={back}>
      {(loaded) => <CustomResultEditor accountId={accountId} result={loaded} />}
    </LoadedItem>
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
  const back = useBackToCustomResults(accountId);
  return (
    <TuningEditLayout
      back={back}
      subtitle={result ? phrasesOf(result) : t('search:custom.new')}
      testQuery={result?.phrases[0] ?? result?.phrase ?? initialPhrase ?? ''}
      actions={
        result && (
          <TuningDeleteButton
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
      <CustomResultForm accountId={accountId} result={result} initialPhrase={initialPhrase} />
    </TuningEditLayout>
  );
}
