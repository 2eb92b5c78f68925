import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DataList, fromQuery } from '@/components/data-list';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { NO_RESULT_PERIODS, type NoResultPeriod, useNoResultHistory } from '../api/no-result-history';
import { SearchScreenLayout } from './search-screen-layout';
import { SearchTestBox } from './search-test-box';

const isPeriod = (value: number): value is NoResultPeriod =>
  (NO_RESULT_PERIODS as readonly number[]).includes(value);

/** search/history/noresult: what customers searched for without finding anything, and a fix for each. */
export function NoResultHistoryScreen() {
  const { t, i18n } = useTranslation(['search']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const { accountId = '' } = useParams();
  const [days, setDays] = useState<NoResultPeriod>(30);
  const history = useNoResultHistory(accountId, days);
  const withWord = (href: string, name: string, value: string) =>
    `${href}?${new URLSearchParams({ [name]: value })}`;

  return (
    <SearchScreenLayout aside={<SearchTestBox />}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('search:noResult.intro')}</Typography>
        <TextField
          select
          label={t('search:noResult.period')}
          value={days}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (isPeriod(value)) setDays(value);
          }}
          size="small"
          sx={{ maxWidth: 240 }}
        >
          {NO_RESULT_PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {t('search:noResult.days', { count: period })}
            </MenuItem>
          ))}
        </TextField>
        <DataList
          {...fromQuery(history)}
          label={t('search:noResult.tableLabel', { count: days })}
          rowKey={(row) => row.phrase}
          empty={{
            title: t('search:noResult.emptyTitle', { count: days }),
            text: t('search:noResult.emptyText'),
          }}
          paging={{ mode: 'client', pageSize: 50, pageSizes: [25, 50, 100] }}
          columns={[
            {
              key: 'phrase',
              label: t('search:noResult.phrase'),
              sortValue: (row) => row.phrase,
              wrap: 'anywhere',
              cell: (row) => row.phrase,
            },
            {
              key: 'searches',
              label: t('search:noResult.searches'),
              align: 'right',
              sortValue: (row) => row.searches,
              cell: (row) => formatNumber(row.searches, language),
            },
            {
              key: 'last',
              label: t('search:noResult.lastSearched'),
              sortValue: (row) => row.last_searched_at,
              wrap: 'nowrap',
              cell: (row) => formatDateTime(row.last_searched_at, language),
            },
            {
              key: 'findsNow',
              label: t('search:noResult.findsNow'),
              cell: (row) => (row.has_results_now ? t('search:noResult.yes') : t('search:noResult.no')),
            },
          ]}
          rowActions={{
            label: t('search:noResult.actions'),
            render: (row) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  component={RouterLink}
                  to={withWord(paths.searchSynonym.href(accountId, 'new'), 'word', row.phrase)}
                  aria-label={t('search:noResult.makeSynonymFor', { phrase: row.phrase })}
                >
                  {t('search:noResult.makeSynonym')}
                </Button>
                <Button
                  size="small"
                  component={RouterLink}
                  to={withWord(paths.searchCustomResult.href(accountId, 'new'), 'phrase', row.phrase)}
                  aria-label={t('search:noResult.makeCustomFor', { phrase: row.phrase })}
                >
                  {t('search:noResult.makeCustom')}
                </Button>
              </Stack>
            ),
          }}
        />
      </Stack>
    </SearchScreenLayout>
  );
}
