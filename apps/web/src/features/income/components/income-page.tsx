import { isReportDay } from '@butikkpanel/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { formatDay } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIncomeSummary } from '../api/get-income-summary';
import { type Period, type PeriodPreset, presetPeriod } from '../period';
import { OrdersGrid } from './orders-grid';
import { PeriodPicker } from './period-picker';
import { SourceSplit } from './source-split';
import { SummaryCards } from './summary-cards';

/** /{account_id}/income: a period's revenue beside the previous period's, its sources, and its orders. */
export function IncomePage() {
  const { accountId = '' } = useParams();
  return <IncomeScreen key={accountId} accountId={accountId} />;
}

function IncomeScreen({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation(['income', 'shell']);
  const language = i18n.resolvedLanguage ?? 'nb';
  const current = useCurrentRoute();
  const title = current ? t(`shell:nav.${current.info.title}`) : '';
  useDocumentTitle(title);
  // A link to one order (from a discount code's page) names its Oslo day and id: ?day=&search=.
  const [params] = useSearchParams();
  const linkedDay = params.get('day');
  const dayPeriod = linkedDay && isReportDay(linkedDay) ? { from: linkedDay, to: linkedDay } : null;
  const [preset, setPreset] = useState<PeriodPreset>(dayPeriod ? 'custom' : 'last30');
  const [period, setPeriod] = useState<Period>(() => dayPeriod ?? presetPeriod('last30'));
  const summary = useIncomeSummary(accountId, period);
  const data = summary.data;
  const empty = data && data.current.orders === 0 && data.previous.orders === 0;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <PeriodPicker
        preset={preset}
        period={period}
        onChange={(nextPreset, nextPeriod) => {
          setPreset(nextPreset);
          setPeriod(nextPeriod);
        }}
      />
      <FormErrorAlert error={summary.error} />
      {summary.isPending && <CircularProgress aria-label={t('income:summary.loading')} />}
      {data && (
        <section aria-labelledby="income-summary-heading">
          <Stack spacing={2}>
            <div>
              <Typography id="income-summary-heading" variant="h6" component="h2">
                {t('income:summary.heading')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('income:period.showing', {
                  from: formatDay(data.period.from, language),
                  to: formatDay(data.period.to, language),
                  previousFrom: formatDay(data.previous_period.from, language),
                  previousTo: formatDay(data.previous_period.to, language),
                })}
              </Typography>
            </div>
            {empty ? (
              <EmptyState title={t('income:summary.emptyTitle')}>
                <Typography color="text.secondary">{t('income:summary.emptyText')}</Typography>
              </EmptyState>
            ) : (
              <SummaryCards summary={data} />
            )}
          </Stack>
        </section>
      )}
      {data && !empty && <SourceSplit sources={data.sources} />}
      <OrdersGrid accountId={accountId} period={period} initialSearch={params.get('search') ?? ''} />
    </Stack>
  );
}
