import type { Keyword } from '@butikkpanel/contracts';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useDeleteKeyword, useKeyword, useKeywords } from '../api/keywords';
import { KeywordForm } from './keyword-form';
import { TuningDeleteButton } from './tuning-delete-button';
import { type BackTo, LoadedItem, TuningEditLayout } from './tuning-edit-screen';
import { TuningListScreen } from './tuning-list-screen';

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
    <TuningListScreen
      createHref={paths.searchKeyword.href(accountId, 'new')}
      createLabel={t('search:keywords.create')}
      intro={t('search:keywords.intro')}
    >
      <DataList
        {...fromQuery(keywords)}
        label={t('search:keywords.tableLabel')}
        rowKey={(keyword) => keyword.id}
        empty={{ title: t('search:keywords.emptyTitle'), text: t('search:keywords.emptyText') }}
        paging={{ mode: 'client', pageSize: 50, pageSizes: [25, 50, 100] }}
        columns={[
          {
            key: 'word',
            label: t('search:keywords.word'),
            sortValue: (keyword) => keyword.keyword,
            wrap: 'anywhere',
            cell: (keyword) => (
              <Link
                component={RouterLink}
                to={paths.searchKeyword.href(accountId, keyword.id, keyword.keyword)}
              >
                {keyword.keyword}
              </Link>
            ),
          },
          {
            key: 'content',
            label: t('search:keywords.content'),
            wrap: 'anywhere',
            sx: { color: 'text.secondary' },
            cell: (keyword) => preview(keyword.content),
          },
          {
            key: 'updated',
            label: t('search:columns.updated'),
            sortValue: (keyword) => keyword.updated_at,
            wrap: 'nowrap',
            cell: (keyword) => formatDateTime(keyword.updated_at, language),
          },
        ]}
      />
    </TuningListScreen>
  );
}

/** search/keywords/{id}/{word}: create (id "new") or edit one keyword. */
export function KeywordEditScreen() {
  const { accountId = '', id = 'new' } = useParams();
  if (id === 'new') return <KeywordEditor key={`${accountId}/new`} accountId={accountId} />;
  return <ExistingKeyword key={`${accountId}/${id}`} accountId={accountId} id={id} />;
}

function useBackToKeywords(accountId: string): BackTo {
  const { t } = useTranslation(['search']);
  return { href: paths.searchKeywords.href(accountId), label: t('search:keywords.back') };
}

function ExistingKeyword({ accountId, id }: { accountId: string; id: string }) {
  const keyword = useKeyword(accountId, id);
  const back = useBackToKeywords(accountId);
  return (
    <LoadedItem query={keyword} back={back}>
      {(loaded) => <KeywordEditor accountId={accountId} keyword={loaded} />}
    </LoadedItem>
  );
}

function KeywordEditor({ accountId, keyword }: { accountId: string; keyword?: Keyword }) {
  const { t } = useTranslation(['search']);
  const remove = useDeleteKeyword(accountId);
  const back = useBackToKeywords(accountId);
  return (
    <TuningEditLayout
      back={back}
      subtitle={keyword ? keyword.keyword : t('search:keywords.new')}
      testQuery={keyword?.keyword ?? ''}
      actions={
        keyword && (
          <TuningDeleteButton
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
      <KeywordForm accountId={accountId} keyword={keyword} />
    </TuningEditLayout>
  );
}
